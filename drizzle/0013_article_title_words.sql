-- Knowledge-base search (ADR 027): the words of article titles, for misspellings. A misspelt
-- query word is matched against these few thousand distinct words (a trigram index) instead of
-- against every title: the titles' trigram index answers a word like 'pasword' by walking the
-- postings of trigrams that most titles share, tens of milliseconds at 50,000 articles. The
-- words found then select articles through the title-and-tags full-text index.
--
-- The words are lexemes of the 'simple' configuration, as in the search vector, without numbers
-- (misspellings are only looked for in words of letters, and numbered titles would otherwise
-- make this table as large as the articles). Shared by all
-- companies (a word says nothing about which article holds it: articles are always looked up
-- in the reader's scope). A word is added when a title gaining it is saved, in the same
-- transaction, and never removed: a word no title holds any more finds no article, harmless.
CREATE TABLE IF NOT EXISTS "article_title_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_title_words_trgm_idx" ON "article_title_words"
  USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "article_title_words_add"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_title_words (word)
    SELECT lexeme FROM unnest(to_tsvector('simple'::regconfig, coalesce(NEW.title, '')))
    WHERE lexeme !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "articles_title_words" ON "articles";
--> statement-breakpoint
CREATE TRIGGER "articles_title_words" AFTER INSERT OR UPDATE OF "title" ON "articles"
  FOR EACH ROW EXECUTE FUNCTION "article_title_words_add"();
--> statement-breakpoint
INSERT INTO "article_title_words" ("word")
  SELECT DISTINCT lexeme FROM "articles", unnest(to_tsvector('simple'::regconfig, "title"))
  WHERE lexeme !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
