-- Trigram search for names and policy numbers (DESIGN §6).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
