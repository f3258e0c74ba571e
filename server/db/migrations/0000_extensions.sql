-- Trigram matching for typo-tolerant product search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
