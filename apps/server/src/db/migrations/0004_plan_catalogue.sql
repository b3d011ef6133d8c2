CREATE TABLE "plans" (
	"plan_id" text PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"name" text NOT NULL,
	"billing_period" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"active_jobs" integer,
	"companies" integer,
	"users" integer,
	"booking_forms" integer,
	"contact_forms" integer,
	"automations" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "plans_tier_period" ON "plans" USING btree ("tier","billing_period");