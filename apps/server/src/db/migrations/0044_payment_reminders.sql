-- Payment reminders (issue 33): settings per company, one row per reminder sent. Indexes before the foreign keys.
CREATE TABLE "payment_reminder_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"days_before" integer[] DEFAULT '{3}'::integer[] NOT NULL,
	"days_after" integer[] DEFAULT '{1,7}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reminders_sent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"instalment" integer NOT NULL,
	"due_on" date NOT NULL,
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_sent_once" ON "payment_reminders_sent" USING btree ("company_id","invoice_id","instalment","due_on","kind","days");
--> statement-breakpoint
CREATE INDEX "payment_reminders_sent_invoice" ON "payment_reminders_sent" USING btree ("company_id","invoice_id");
--> statement-breakpoint
ALTER TABLE "payment_reminder_settings" ADD CONSTRAINT "payment_reminder_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_reminders_sent" ADD CONSTRAINT "payment_reminders_sent_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_reminders_sent" ADD CONSTRAINT "payment_reminders_sent_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;
