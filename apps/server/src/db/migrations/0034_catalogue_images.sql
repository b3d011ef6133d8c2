ALTER TABLE "packages" ADD COLUMN "image_path" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_path" text;--> statement-breakpoint
CREATE INDEX "packages_image_path" ON "packages" USING btree ("image_path") WHERE "packages"."image_path" is not null;--> statement-breakpoint
CREATE INDEX "products_image_path" ON "products" USING btree ("image_path") WHERE "products"."image_path" is not null;