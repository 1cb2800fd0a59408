CREATE INDEX "credit_notes_issued_at_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","status");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at","status","total_paise","id") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_to_fulfil_idx" ON "orders" USING btree ("status") WHERE "orders"."payment_status" = 'paid' and "orders"."status" in ('processing', 'confirmed');--> statement-breakpoint
CREATE INDEX "orders_cod_to_collect_idx" ON "orders" USING btree ("status","total_paise","token_amount_paise") WHERE "orders"."payment_method" = 'cod' and "orders"."payment_status" = 'paid' and "orders"."cod_collected_at" is null;--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" USING btree ("id") WHERE "orders"."payment_status" = 'refund_due';