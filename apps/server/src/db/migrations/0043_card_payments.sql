-- Card payments from the client portal (issue 33). Indexes before the foreign keys that use them;
-- a deleted payment clears payment_id alone (not company_id).
CREATE TABLE "card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"provider_payment_id" text,
	"failure_code" text,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_payments_amount" CHECK ("card_payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_company_request" ON "card_payments" USING btree ("company_id","request_id");
--> statement-breakpoint
CREATE INDEX "card_payments_company_invoice" ON "card_payments" USING btree ("company_id","invoice_id");
--> statement-breakpoint
CREATE INDEX "card_payments_company_client" ON "card_payments" USING btree ("company_id","client_id");
--> statement-breakpoint
CREATE INDEX "card_payments_company_payment" ON "card_payments" USING btree ("company_id","payment_id") WHERE "card_payments"."payment_id" is not null;
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_payment_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."payments"("company_id","id") ON DELETE set null ("payment_id") ON UPDATE no action;
