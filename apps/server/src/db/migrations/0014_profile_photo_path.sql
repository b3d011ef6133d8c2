ALTER TABLE "users" ADD COLUMN "photo_path" text;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "photo_url";