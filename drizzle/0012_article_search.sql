-- Knowledge-base search (ADR 027): weighted full text, title A > tags B > body C, in the 'simple'
-- configuration (no stemming, no stop words: companies write in several languages, and a
-- language-specific dictionary would mangle the others). Body HTML is stripped first, so tag and
-- attribute names are never matched. Both functions are IMMUTABLE (a generated column and an
-- index need that); array_to_string is only STABLE, which is safe here for the same reason as in
-- article_tags_text (migration 0010): text[] to text does not depend on any setting.
CREATE OR REPLACE FUNCTION "article_heading_vector"(title text, tags text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'B')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "article_search_vector"(title text, tags text[], body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- The heading part is written out, not a call of article_heading_vector: a restore (pg_dump
  -- recomputes generated columns with an empty search_path) only finds pg_catalog functions.
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'B')
      || setweight(to_tsvector('simple'::regconfig,
           regexp_replace(coalesce(body, ''), '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g')), 'C')
$$;
--> statement-breakpoint
-- Stored, so a query never re-parses article HTML, and generated, so a new or edited article is
-- searchable in the same transaction that saves it. Not declared in knowledge.tables.ts: only
-- search reads it (through raw SQL), and Drizzle must never try to write it.
ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "search_vector" tsvector
  GENERATED ALWAYS AS (article_search_vector("title", "tags", "body")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_search_vector_idx" ON "articles" USING gin ("search_vector");
--> statement-breakpoint
-- Title and tag matches alone: the first candidates of a search come from here, so a word that
-- is in every body never makes search look at every article.
CREATE INDEX IF NOT EXISTS "articles_heading_vector_idx" ON "articles"
  USING gin (article_heading_vector("title", "tags"));
