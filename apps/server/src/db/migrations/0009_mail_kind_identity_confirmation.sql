ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ref_id" uuid;--> statement-breakpoint
ALTER TABLE "oauth_identities" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_ref" ON "mail_outbox" USING btree ("ref_id");--> statement-breakpoint
-- Identities linked before this migration were made when a provider vouched for the address.
UPDATE "oauth_identities" SET "confirmed_at" = "created_at";
