-- Directory search: a name or email fragment (any case, any position) is matched with pg_trgm,
-- so searching 10,000 people does not scan every row.
CREATE INDEX IF NOT EXISTS "users_directory_search_idx" ON "users"
  USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "positions_name_search_idx" ON "positions"
  USING gin ((lower("name")) gin_trgm_ops);
