ALTER TABLE "company_email_settings" ADD COLUMN "smtp_configured_by" uuid;--> statement-breakpoint
ALTER TABLE "company_email_settings" ADD COLUMN "gmail_connected_by" uuid;