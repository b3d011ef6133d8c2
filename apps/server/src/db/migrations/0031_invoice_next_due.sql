ALTER TABLE "invoices" ADD COLUMN "next_due_on" date;--> statement-breakpoint
CREATE INDEX "invoices_company_next_due" ON "invoices" USING btree ("company_id","next_due_on") WHERE "invoices"."status" = 'sent' and "invoices"."next_due_on" is not null;--> statement-breakpoint
-- Until the daily refresh rewrites them from each schedule: the last due day of what is still owed.
UPDATE "invoices" SET "next_due_on" = "due_on" WHERE "status" = 'sent' AND "paid_minor" < "total_minor";
