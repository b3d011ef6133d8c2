CREATE TABLE "company_payment_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"surcharge_basis_points" integer DEFAULT 0 NOT NULL,
	"tips_enabled" boolean DEFAULT false NOT NULL,
	"stripe_account_id" text,
	"stripe_account_state" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_payment_settings_surcharge" CHECK ("company_payment_settings"."surcharge_basis_points" between 0 and 1000),
	CONSTRAINT "company_payment_settings_stripe_state" CHECK ("company_payment_settings"."stripe_account_state" is null or "company_payment_settings"."stripe_account_state" in ('pending', 'restricted', 'enabled'))
);
--> statement-breakpoint
ALTER TABLE "card_payments" DROP CONSTRAINT "card_payments_amount";--> statement-breakpoint
ALTER TABLE "card_payments" DROP CONSTRAINT "card_payments_client_fk";
--> statement-breakpoint
ALTER TABLE "card_payments" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ALTER COLUMN "provider_payment_method_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "surcharge_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "tip_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "surcharge_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tip_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credit_used_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_payment_settings" ADD CONSTRAINT "company_payment_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_payment_settings_stripe_account" ON "company_payment_settings" USING btree ("stripe_account_id") WHERE "company_payment_settings"."stripe_account_id" is not null;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE set null ("client_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_payments_company_unsettled_created" ON "card_payments" USING btree ("company_id","created_at" desc,"id" desc) WHERE "card_payments"."status" <> 'succeeded';--> statement-breakpoint
CREATE INDEX "card_payments_open_created" ON "card_payments" USING btree ("created_at") WHERE "card_payments"."status" in ('pending', 'requires_action');--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_checkout_session" ON "card_payments" USING btree ("checkout_session_id") WHERE "card_payments"."checkout_session_id" is not null;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_status" CHECK ("card_payments"."status" in ('pending', 'requires_action', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_amount" CHECK ("card_payments"."amount_minor" > 0 and "card_payments"."surcharge_minor" >= 0 and "card_payments"."tip_minor" >= 0);--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_status" CHECK ("payment_refunds"."status" in ('pending', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_extras" CHECK ("payments"."surcharge_minor" >= 0 and "payments"."tip_minor" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_used" CHECK ("payments"."credit_used_minor" between 0 and "payments"."credit_minor");