-- Search reads its own narrow table (decision 22): one row per published product with its sales and its
-- search document, a fifth of a product row, so a common word's thousands of matches are counted and
-- ranked from pages that stay in memory, and the best sellers walked by their own index.
CREATE TABLE "search_entries" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"sold_count" integer NOT NULL,
	"document" "tsvector" NOT NULL,
	"name_document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_entries_document_idx" ON "search_entries" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_entries_name_document_idx" ON "search_entries" USING gin ("name_document");--> statement-breakpoint
CREATE INDEX "search_entries_best_sellers_idx" ON "search_entries" USING btree ("sold_count" DESC NULLS FIRST,"product_id");--> statement-breakpoint
-- Hand-written: the document is the one migration 0001 generated on products, now written only when a
-- product's words change, not on every update of its stock. The name's words are also kept alone, so
-- a match in the name is found by its index without reading the row (a weight ':A' needs the row).
CREATE FUNCTION "product_search_document"("name" text, "short_description" text, "description" text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', "name"), 'A') ||
    setweight(to_tsvector('english', "name"), 'A') ||
    setweight(to_tsvector('english', "short_description"), 'B') ||
    setweight(to_tsvector('english', "description"), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION "product_search_name"("name" text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple', "name") || to_tsvector('english', "name")
$$;
--> statement-breakpoint
CREATE FUNCTION "search_entries_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_entries" ("product_id", "sold_count", "document", "name_document")
    SELECT "id", "sold_count", "product_search_document"("name", "short_description", "description"),
      "product_search_name"("name")
    FROM "new_rows" WHERE "status";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_entries_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_entries_add"();
--> statement-breakpoint
-- A sale changes only the sales; unpublishing removes the entry; publishing or new words write it whole.
CREATE FUNCTION "search_entries_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW."status" THEN
    DELETE FROM "search_entries" WHERE "product_id" = NEW."id";
  ELSIF OLD."status" AND (OLD."name", OLD."short_description", OLD."description")
      IS NOT DISTINCT FROM (NEW."name", NEW."short_description", NEW."description") THEN
    IF OLD."sold_count" IS DISTINCT FROM NEW."sold_count" THEN
      UPDATE "search_entries" SET "sold_count" = NEW."sold_count" WHERE "product_id" = NEW."id";
    END IF;
  ELSE
    INSERT INTO "search_entries" ("product_id", "sold_count", "document", "name_document")
      VALUES (NEW."id", NEW."sold_count",
        "product_search_document"(NEW."name", NEW."short_description", NEW."description"),
        "product_search_name"(NEW."name"))
    ON CONFLICT ("product_id") DO UPDATE SET "sold_count" = excluded."sold_count",
      "document" = excluded."document", "name_document" = excluded."name_document";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_entries_update"
  AFTER UPDATE OF "status", "name", "short_description", "description", "sold_count" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "search_entries_keep"();
--> statement-breakpoint
INSERT INTO "search_entries" ("product_id", "sold_count", "document", "name_document")
  SELECT "id", "sold_count", "product_search_document"("name", "short_description", "description"),
    "product_search_name"("name")
  FROM "products" WHERE "status";
--> statement-breakpoint
-- Nothing reads them now, and every sale's update of a product wrote to both indexes: the document's,
-- and the trigram index of migration 0001 that search_words (migration 0006) replaced.
ALTER TABLE "products" DROP COLUMN "search_document";
--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";
