-- The articles list at scale (ARCHITECTURE §8, 50,000 articles): one page is read straight from
-- an index in the list's order (newest edits first) instead of sorting every article.
CREATE INDEX IF NOT EXISTS "articles_list_order_idx" ON "articles"
  ("company_id", "last_edited_on" DESC, "id" DESC);
--> statement-breakpoint
-- Search matches a fragment of the title or of a tag (ILIKE '%…%'): trigram indexes, so a search
-- does not scan every article. Tags are searched as one text, one tag per line (a search box
-- never holds a line break, so a fragment never spans two tags); array_to_string is only
-- STABLE, hence the IMMUTABLE wrapper an index needs.
CREATE OR REPLACE FUNCTION "article_tags_text"(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(tags, E'\n') $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_title_search_idx" ON "articles"
  USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_tags_search_idx" ON "articles"
  USING gin ("article_tags_text"("tags") gin_trgm_ops);
--> statement-breakpoint
-- "Assigned to me" starts from the articles assigned to everyone (usually few).
CREATE INDEX IF NOT EXISTS "articles_assigned_to_everyone_idx" ON "articles" ("company_id")
  WHERE "is_assigned_to_everyone";
