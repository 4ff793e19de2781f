-- Trigram similarity for typo-tolerant search of localities, cities and titles (listings search).
-- pg_trgm is a trusted extension (PostgreSQL 13+), so the database owner may create it; PGlite loads it
-- from @electric-sql/pglite/contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
