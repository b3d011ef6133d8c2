CREATE TABLE "promo_code_redemptions" (
	"business_account_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_code_redemptions_business_account_id_code_pk" PRIMARY KEY("business_account_id","code")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "receipt_url" text;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_business_account_id_business_accounts_id_fk" FOREIGN KEY ("business_account_id") REFERENCES "public"."business_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Codes already paid with count as redeemed by their accounts.
INSERT INTO "promo_code_redemptions" ("business_account_id", "code")
SELECT DISTINCT i."business_account_id", i."promo_code" FROM "invoices" i
JOIN "promo_codes" p ON p."code" = i."promo_code" WHERE i."status" = 'paid'
ON CONFLICT DO NOTHING;
