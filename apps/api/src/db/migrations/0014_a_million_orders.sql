CREATE TABLE "order_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paid_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"total_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sales_days" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"lines" integer NOT NULL,
	"units" integer NOT NULL,
	"sales_paise" bigint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_lines" integer NOT NULL,
	"slug_lines" integer NOT NULL,
	CONSTRAINT "product_sales_days_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_sales_days" ADD CONSTRAINT "product_sales_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shipping_phone_idx" ON "orders" USING btree (("shipping_address" ->> 'phone'));--> statement-breakpoint
CREATE INDEX "orders_open_status_idx" ON "orders" USING btree ("status") WHERE "orders"."status" in ('pending', 'processing', 'confirmed', 'shipped');--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("status","amount_paise","order_id") WHERE "refunds"."status" in ('requested', 'failed');--> statement-breakpoint
CREATE INDEX "refunds_processed_idx" ON "refunds" USING btree ("updated_at","amount_paise","order_id") WHERE "refunds"."kind" = 'order' and "refunds"."status" = 'processed';--> statement-breakpoint
-- The Indian day of an instant (India is UTC+05:30 all year), as the dashboard's queries write it.
CREATE FUNCTION "ist_day"(timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (($1 AT TIME ZONE 'UTC') + interval '330 minutes')::date $$;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) an order's lines in product_sales_days on the Indian day `day`,
-- locking the rows in product order (two orders of the same pieces never wait on each other in a circle).
-- A row goes with its last line. Its name and slug are the greatest of its lines', and name_lines and
-- slug_lines count the lines that have them: only when the lines taken away were the last to have them
-- are they read again from the day's other orders sold (a product renamed), so a cancel costs a few rows.
CREATE FUNCTION "product_sales_days_change"(order_id text, day date, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  line record;
  kept record;
  day_start timestamptz := (day::timestamp - interval '330 minutes') AT TIME ZONE 'UTC';
BEGIN
  FOR line IN
    SELECT g.product_id, count(*)::integer AS lines, sum(g.quantity)::integer AS units,
        sum(g.unit_price_paise * g.quantity) AS sales, max(g.name) AS name, max(g.slug) AS slug,
        count(*) FILTER (WHERE g.name = g.top_name)::integer AS name_lines,
        count(*) FILTER (WHERE g.slug = g.top_slug)::integer AS slug_lines
      FROM (SELECT i.*, max(i.name) OVER w AS top_name, max(i.slug) OVER w AS top_slug
          FROM order_items i WHERE i.order_id = product_sales_days_change.order_id AND i.product_id IS NOT NULL
          WINDOW w AS (PARTITION BY i.product_id)) g
      GROUP BY g.product_id ORDER BY g.product_id
  LOOP
    IF sign > 0 THEN
      INSERT INTO product_sales_days AS s
          (day, product_id, lines, units, sales_paise, name, slug, name_lines, slug_lines)
        VALUES (product_sales_days_change.day, line.product_id, line.lines, line.units, line.sales,
          line.name, line.slug, line.name_lines, line.slug_lines)
        ON CONFLICT ON CONSTRAINT product_sales_days_day_product_id_pk DO UPDATE SET
          lines = s.lines + excluded.lines, units = s.units + excluded.units,
          sales_paise = s.sales_paise + excluded.sales_paise,
          name = greatest(s.name, excluded.name),
          name_lines = CASE WHEN excluded.name > s.name THEN excluded.name_lines
            WHEN excluded.name = s.name THEN s.name_lines + excluded.name_lines ELSE s.name_lines END,
          slug = greatest(s.slug, excluded.slug),
          slug_lines = CASE WHEN excluded.slug > s.slug THEN excluded.slug_lines
            WHEN excluded.slug = s.slug THEN s.slug_lines + excluded.slug_lines ELSE s.slug_lines END;
      CONTINUE;
    END IF;
    UPDATE product_sales_days s SET
        lines = s.lines - line.lines, units = s.units - line.units, sales_paise = s.sales_paise - line.sales,
        name_lines = s.name_lines - CASE WHEN line.name = s.name THEN line.name_lines ELSE 0 END,
        slug_lines = s.slug_lines - CASE WHEN line.slug = s.slug THEN line.slug_lines ELSE 0 END
      WHERE s.day = product_sales_days_change.day AND s.product_id = line.product_id
      RETURNING s.lines, s.name_lines, s.slug_lines INTO kept;
    IF kept IS NULL THEN
      CONTINUE;
    ELSIF kept.lines <= 0 THEN
      DELETE FROM product_sales_days s WHERE s.day = product_sales_days_change.day AND s.product_id = line.product_id;
    ELSIF kept.name_lines <= 0 OR kept.slug_lines <= 0 THEN
      UPDATE product_sales_days s SET (name, name_lines, slug, slug_lines) = (
          SELECT max(x.name), count(*) FILTER (WHERE x.name = x.top_name), max(x.slug),
              count(*) FILTER (WHERE x.slug = x.top_slug)
            FROM (SELECT i.name, i.slug, max(i.name) OVER () AS top_name, max(i.slug) OVER () AS top_slug
                FROM orders o JOIN order_items i ON i.order_id = o.id
                WHERE o.paid_at >= day_start AND o.paid_at < day_start + interval '1 day' AND o.status <> 'cancelled'
                  AND o.id <> product_sales_days_change.order_id AND i.product_id = line.product_id) x)
        WHERE s.day = product_sales_days_change.day AND s.product_id = line.product_id;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- An order counts in product_sales_days while it is paid (paidAt set) and not cancelled, on the Indian
-- day of its payment: paying, cancelling, reviving, a new paidAt or deleting it moves its lines.
CREATE FUNCTION "orders_sold"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_sold boolean := TG_OP <> 'INSERT' AND OLD.paid_at IS NOT NULL AND OLD.status <> 'cancelled';
  is_sold boolean := TG_OP <> 'DELETE' AND NEW.paid_at IS NOT NULL AND NEW.status <> 'cancelled';
BEGIN
  IF was_sold AND NOT (is_sold AND ist_day(OLD.paid_at) = ist_day(NEW.paid_at)) THEN
    PERFORM product_sales_days_change(OLD.id, ist_day(OLD.paid_at), -1);
  END IF;
  IF is_sold AND NOT (was_sold AND ist_day(OLD.paid_at) = ist_day(NEW.paid_at)) THEN
    PERFORM product_sales_days_change(NEW.id, ist_day(NEW.paid_at), 1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_sold_insert" AFTER INSERT ON "orders" FOR EACH ROW
  WHEN (NEW.paid_at IS NOT NULL AND NEW.status <> 'cancelled') EXECUTE FUNCTION orders_sold();
--> statement-breakpoint
CREATE TRIGGER "orders_sold_update" AFTER UPDATE OF paid_at, status ON "orders" FOR EACH ROW
  WHEN ((OLD.paid_at IS NOT NULL AND OLD.status <> 'cancelled') IS DISTINCT FROM (NEW.paid_at IS NOT NULL AND NEW.status <> 'cancelled')
    OR OLD.paid_at IS DISTINCT FROM NEW.paid_at)
  EXECUTE FUNCTION orders_sold();
--> statement-breakpoint
-- before, while the order's lines are still there (they go with it)
CREATE TRIGGER "orders_sold_delete" BEFORE DELETE ON "orders" FOR EACH ROW
  WHEN (OLD.paid_at IS NOT NULL AND OLD.status <> 'cancelled') EXECUTE FUNCTION orders_sold();
--> statement-breakpoint
-- paid_days: an order counts on the Indian day of its payment once paidAt is set (whatever its status
-- becomes), with its total.
CREATE FUNCTION "orders_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.paid_at IS NOT NULL THEN
    UPDATE paid_days SET orders = orders - 1, total_paise = total_paise - OLD.total_paise
      WHERE day = ist_day(OLD.paid_at);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.paid_at IS NOT NULL THEN
    INSERT INTO paid_days AS d (day, orders, total_paise) VALUES (ist_day(NEW.paid_at), 1, NEW.total_paise)
      ON CONFLICT (day) DO UPDATE SET orders = d.orders + 1, total_paise = d.total_paise + excluded.total_paise;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_paid_insert" AFTER INSERT ON "orders" FOR EACH ROW
  WHEN (NEW.paid_at IS NOT NULL) EXECUTE FUNCTION orders_paid();
--> statement-breakpoint
CREATE TRIGGER "orders_paid_update" AFTER UPDATE OF paid_at, total_paise ON "orders" FOR EACH ROW
  WHEN (OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.total_paise IS DISTINCT FROM NEW.total_paise)
  EXECUTE FUNCTION orders_paid();
--> statement-breakpoint
CREATE TRIGGER "orders_paid_delete" AFTER DELETE ON "orders" FOR EACH ROW
  WHEN (OLD.paid_at IS NOT NULL) EXECUTE FUNCTION orders_paid();
--> statement-breakpoint
-- order_status_counts: one more or one fewer order in a settled status (delivered, cancelled, failed).
CREATE FUNCTION "orders_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status IN ('delivered', 'cancelled', 'failed') THEN
    UPDATE order_status_counts SET orders = orders - 1 WHERE status = OLD.status;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('delivered', 'cancelled', 'failed') THEN
    INSERT INTO order_status_counts AS c (status, orders) VALUES (NEW.status, 1)
      ON CONFLICT (status) DO UPDATE SET orders = c.orders + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_counted_insert" AFTER INSERT ON "orders" FOR EACH ROW
  WHEN (NEW.status IN ('delivered', 'cancelled', 'failed')) EXECUTE FUNCTION orders_counted();
--> statement-breakpoint
CREATE TRIGGER "orders_counted_update" AFTER UPDATE OF status ON "orders" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    AND (OLD.status IN ('delivered', 'cancelled', 'failed') OR NEW.status IN ('delivered', 'cancelled', 'failed')))
  EXECUTE FUNCTION orders_counted();
--> statement-breakpoint
CREATE TRIGGER "orders_counted_delete" AFTER DELETE ON "orders" FOR EACH ROW
  WHEN (OLD.status IN ('delivered', 'cancelled', 'failed')) EXECUTE FUNCTION orders_counted();
--> statement-breakpoint
-- The three tables written afresh from the orders: here for the orders already placed, and after a bulk load
-- that wrote orders with the triggers off (bench/dashboard.ts).
CREATE FUNCTION "order_summaries_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_sales_days;
  INSERT INTO product_sales_days (day, product_id, lines, units, sales_paise, name, slug, name_lines, slug_lines)
    SELECT day, product_id, count(*), sum(quantity), sum(unit_price_paise * quantity), max(name), max(slug),
        count(*) FILTER (WHERE name = top_name), count(*) FILTER (WHERE slug = top_slug)
      FROM (SELECT ist_day(o.paid_at) AS day, i.product_id, i.quantity, i.unit_price_paise, i.name, i.slug,
            max(i.name) OVER w AS top_name, max(i.slug) OVER w AS top_slug
          FROM orders o JOIN order_items i ON i.order_id = o.id
          WHERE o.paid_at IS NOT NULL AND o.status <> 'cancelled' AND i.product_id IS NOT NULL
          WINDOW w AS (PARTITION BY ist_day(o.paid_at), i.product_id)) sold
      GROUP BY day, product_id;
  DELETE FROM paid_days;
  INSERT INTO paid_days (day, orders, total_paise)
    SELECT ist_day(paid_at), count(*), sum(total_paise) FROM orders WHERE paid_at IS NOT NULL GROUP BY 1;
  DELETE FROM order_status_counts;
  INSERT INTO order_status_counts (status, orders)
    SELECT status, count(*) FROM orders WHERE status IN ('delivered', 'cancelled', 'failed') GROUP BY status;
$$;
--> statement-breakpoint
SELECT order_summaries_rebuild();
