-- Issue 33: refunds of recorded payments. A refund gives back the payment's credit first, then
-- what paid the invoice (payments.refunded_minor, never past the amount); request_id records it
-- once. The unique (company_id, id) index on payments comes before the key that needs it.
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"from_credit_minor" bigint NOT NULL,
	"from_applied_minor" bigint NOT NULL,
	"refunded_on" date NOT NULL,
	"reason" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_parts" CHECK ("payment_refunds"."amount_minor" > 0 and "payment_refunds"."from_credit_minor" >= 0 and "payment_refunds"."from_applied_minor" >= 0 and "payment_refunds"."from_credit_minor" + "payment_refunds"."from_applied_minor" = "payment_refunds"."amount_minor")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_company_id" ON "payments" USING btree ("company_id","id");--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."payments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_company_request" ON "payment_refunds" USING btree ("company_id","request_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_company_payment" ON "payment_refunds" USING btree ("company_id","payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_company_client" ON "payments" USING btree ("company_id","client_id") WHERE "payments"."client_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_amount" CHECK ("payments"."refunded_minor" between 0 and "payments"."amount_minor");