ALTER TABLE "users" ADD COLUMN "photo_path" text;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "photo_url";--> statement-breakpoint
CREATE INDEX "users_photo_path" ON "users" USING btree ("photo_path") WHERE "users"."photo_path" is not null;