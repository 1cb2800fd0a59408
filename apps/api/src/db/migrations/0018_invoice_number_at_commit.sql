-- An invoice takes its serial as its transaction commits (decision 24), not when it is inserted. The
-- year's counter row is shared by every payment: taken at the insert, its lock was held through the
-- round trip to the API and back with the commit, which under a crowd waits behind everything else the
-- API is doing (6-14 ms a payment under the bench's mixed load, every payment queued behind the last).
-- Taken by a deferred constraint trigger, it is held only while the commit runs. The insert writes a
-- provisional serial (negative, from a sequence: unique) and a provisional number (the number's head, '~'
-- and the order id: unique); the trigger replaces both. A serial past six digits makes the number NULL,
-- which its NOT NULL refuses: the commit fails and takes the counter's bump back with it, so serials stay
-- gapless.
CREATE SEQUENCE "invoice_provisional_serials";
--> statement-breakpoint
CREATE FUNCTION "invoice_numbered"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_serial int;
BEGIN
  INSERT INTO invoice_counters AS c (financial_year, last_serial) VALUES (NEW.financial_year, 1)
    ON CONFLICT (financial_year) DO UPDATE SET last_serial = c.last_serial + 1
    RETURNING c.last_serial INTO v_serial;
  UPDATE invoices SET
    serial = v_serial,
    number = CASE WHEN v_serial <= 999999
      THEN split_part(NEW.number, '~', 1) || lpad(v_serial::text, 6, '0') END
  WHERE order_id = NEW.order_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoices_numbered" AFTER INSERT ON "invoices" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.serial < 0) EXECUTE FUNCTION invoice_numbered();
