CREATE TABLE "search_synonym_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonym_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"terms" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"company_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_company_id_word_pk" PRIMARY KEY("company_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_synonym_groups" ADD CONSTRAINT "search_synonym_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_synonym_groups_company_idx" ON "search_synonym_groups" USING btree ("company_id");--> statement-breakpoint
-- hand-written below
-- Search that forgives typos (ADR 038): Levenshtein distances come from fuzzystrmatch (PGlite
-- loads it as a contrib extension, as it does pg_trgm).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- Words spelt like a query word are found through their trigrams (narrowing), then measured.
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The words of new articles: one statement-level insert per INSERT (a bulk import of 50,000
-- articles adds its words in one go, not 50,000 times), from the stored search vectors.
CREATE OR REPLACE FUNCTION "search_words_add_inserted"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (company_id, word)
    SELECT DISTINCT company_id, lexeme FROM new_articles, unnest(search_vector)
    WHERE lexeme !~ '^[0-9]+$' AND length(lexeme) <= 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "articles_search_words_inserted" ON "articles";
--> statement-breakpoint
CREATE TRIGGER "articles_search_words_inserted" AFTER INSERT ON "articles"
  REFERENCING NEW TABLE AS new_articles
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add_inserted"();
--> statement-breakpoint
-- The words of an edited title, tag list or body (row level: a transition table cannot be
-- limited to these columns, and most article updates touch none of them).
CREATE OR REPLACE FUNCTION "search_words_add_updated"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (company_id, word)
    SELECT NEW.company_id, lexeme FROM unnest(NEW.search_vector)
    WHERE lexeme !~ '^[0-9]+$' AND length(lexeme) <= 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "articles_search_words_updated" ON "articles";
--> statement-breakpoint
CREATE TRIGGER "articles_search_words_updated" AFTER UPDATE OF "title", "tags", "body" ON "articles"
  FOR EACH ROW EXECUTE FUNCTION "search_words_add_updated"();
--> statement-breakpoint
INSERT INTO "search_words" ("company_id", "word")
  SELECT DISTINCT company_id, lexeme FROM "articles", unnest("search_vector")
  WHERE lexeme !~ '^[0-9]+$' AND length(lexeme) <= 40
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The company-wide word list replaces the shared title words of migration 0013.
DROP TRIGGER IF EXISTS "articles_title_words" ON "articles";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "article_title_words_add"();
--> statement-breakpoint
DROP TABLE IF EXISTS "article_title_words";
