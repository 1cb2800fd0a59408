-- Typo-tolerant search: full-text ranking plus trigram similarity on the product's words.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "short_description")) STORED;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "name"), 'A') ||
  setweight(to_tsvector('english', "name"), 'A') ||
  setweight(to_tsvector('english', "short_description"), 'B') ||
  setweight(to_tsvector('english', "description"), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
