-- Issue 32: the studio's catalogue. Products (a price in minor units of the company's currency, its
-- default tax rates) and packages (a price of their own, their products with quantities in
-- thousandths). The links carry company_id in their keys, against unique (company_id, id) on
-- products, packages and tax_rates, so the database itself refuses a link to another company's row;
-- those unique indexes come before the keys that need them. A tax rate the company removes leaves
-- its products' defaults (CASCADE); the service refuses to delete a product a package holds.
CREATE TABLE "package_items" (
	"company_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity_thousandths" integer NOT NULL,
	CONSTRAINT "package_items_package_id_position_pk" PRIMARY KEY("package_id","position")
);--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" bigint NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "product_tax_rates" (
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"tax_rate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_tax_rates_product_id_tax_rate_id_pk" PRIMARY KEY("product_id","tax_rate_id")
);--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "packages_company_id" ON "packages" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_id" ON "products" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_company_id" ON "tax_rates" USING btree ("company_id","id");--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_package_fk" FOREIGN KEY ("company_id","package_id") REFERENCES "public"."packages"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_rates" ADD CONSTRAINT "product_tax_rates_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_rates" ADD CONSTRAINT "product_tax_rates_rate_fk" FOREIGN KEY ("company_id","tax_rate_id") REFERENCES "public"."tax_rates"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_items_product" ON "package_items" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_company_name" ON "packages" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "packages_company_current_name" ON "packages" USING btree ("company_id",lower("name"),"id") WHERE "packages"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_tax_rates_rate" ON "product_tax_rates" USING btree ("tax_rate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_name" ON "products" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_company_current_name" ON "products" USING btree ("company_id",lower("name"),"id") WHERE "products"."archived_at" is null;
