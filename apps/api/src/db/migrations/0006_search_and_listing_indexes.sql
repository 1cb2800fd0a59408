CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listing_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status";--> statement-breakpoint
CREATE INDEX "products_listing_rating_idx" ON "products" USING btree ("rating" DESC NULLS FIRST,"sold_count" DESC NULLS FIRST,"id") WHERE "products"."status";--> statement-breakpoint
CREATE INDEX "products_listing_price_idx" ON "products" USING btree (coalesce("sale_price_paise", "base_price_paise"),"id") WHERE "products"."status";--> statement-breakpoint
-- Hand-written: the words of every product's search text, kept as products are added or edited. Words
-- are never removed (one left behind only widens a misspelt word's candidates by a word that matches nothing).
CREATE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
    SELECT DISTINCT w FROM "new_rows", regexp_split_to_table("new_rows"."search_text", '[[:space:][:punct:]]+') AS w
    WHERE length(w) >= 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();
--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "products", regexp_split_to_table("products"."search_text", '[[:space:][:punct:]]+') AS w
  WHERE length(w) >= 2
ON CONFLICT DO NOTHING;
