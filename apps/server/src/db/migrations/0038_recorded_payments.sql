-- Issue 33: payments the studio records against an issued invoice. A payment's applied part is
-- added to the invoice's paid_minor in the same transaction; what passes the balance is kept as
-- the client's credit (credit_minor). request_id, unique per company, records a payment once
-- however often it is sent. The client's key is set null alone ("client_id") when the client goes.
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"client_id" uuid,
	"request_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"applied_minor" bigint NOT NULL,
	"credit_minor" bigint NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_parts" CHECK ("payments"."amount_minor" > 0 and "payments"."applied_minor" >= 0 and "payments"."credit_minor" >= 0 and "payments"."applied_minor" + "payments"."credit_minor" = "payments"."amount_minor")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE set null ("client_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_company_request" ON "payments" USING btree ("company_id","request_id");--> statement-breakpoint
CREATE INDEX "payments_company_invoice" ON "payments" USING btree ("company_id","invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_company_received" ON "payments" USING btree ("company_id","received_on" desc,"id" desc);