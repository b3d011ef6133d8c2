-- Issue 32: quotes. A quote belongs to a lead or job of its company (the key carries company_id,
-- as the catalogue's links do); its versions keep each content as saved; an acceptance records
-- who accepted which version and what they chose. The accepted version and the acceptance itself
-- are frozen here as well as in the service: the triggers below refuse any update of them (a
-- delete still cascades with the quote, its job or its company).
CREATE TABLE "quote_acceptances" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"by_user_id" uuid,
	"by_name" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"choice" jsonb,
	"schedule_index" integer,
	"total_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"company_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"total_minor" bigint NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_versions_quote_id_version_pk" PRIMARY KEY("quote_id","version")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"prices_include_tax" boolean NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sent_version" integer,
	"title" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"expires_on" date,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_company_id" ON "quotes" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_company_number" ON "quotes" USING btree ("company_id","number");--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_quote_fk" FOREIGN KEY ("company_id","quote_id") REFERENCES "public"."quotes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_version_fk" FOREIGN KEY ("quote_id","version") REFERENCES "public"."quote_versions"("quote_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_fk" FOREIGN KEY ("company_id","quote_id") REFERENCES "public"."quotes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_company_job" ON "quotes" USING btree ("company_id","job_id","created_at");--> statement-breakpoint
CREATE FUNCTION "quote_accepted_is_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'quote_acceptances' OR EXISTS (
		SELECT 1 FROM "quote_acceptances" a WHERE a."quote_id" = OLD."quote_id" AND a."version" = OLD."version"
	) THEN
		RAISE EXCEPTION 'an accepted quote version cannot change' USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "quote_versions_frozen" BEFORE UPDATE ON "quote_versions" FOR EACH ROW EXECUTE FUNCTION "quote_accepted_is_frozen"();--> statement-breakpoint
CREATE TRIGGER "quote_acceptances_frozen" BEFORE UPDATE ON "quote_acceptances" FOR EACH ROW EXECUTE FUNCTION "quote_accepted_is_frozen"();
