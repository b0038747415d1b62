-- drizzle-kit does not emit CREATE EXTENSION; trigram search (staff directory, knowledge base)
-- needs pg_trgm on both engines. PGlite loads it from its contrib bundle (see db.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
