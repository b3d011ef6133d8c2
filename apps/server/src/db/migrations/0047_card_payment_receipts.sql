ALTER TABLE "card_payments" ADD COLUMN "receipt_done_at" timestamp with time zone;--> statement-breakpoint
-- Payments made before this migration had their receipt queued in their settling transaction.
UPDATE "card_payments" SET "receipt_done_at" = "settled_at" WHERE "status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "card_payments_receipt_missing" ON "card_payments" USING btree ("settled_at") WHERE "card_payments"."status" = 'succeeded' and "card_payments"."receipt_done_at" is null;