-- Issue 32: the client an invoice was issued to, whose open balance (clients.open_balance_cents) counts it;
-- a deleted client clears the link alone.
ALTER TABLE "invoices" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE set null ("client_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_company_client" ON "invoices" USING btree ("company_id","client_id") WHERE "invoices"."client_id" is not null;