-- Issue 32: invoices and the company's invoice numbering. A draft has no number; issuing takes the
-- next one under invoice_numbering's row lock (gapless, unique, and unique again by the index).
-- Once issued, an invoice's number, figures and copied details never change: the trigger below
-- refuses it whatever code runs (voiding changes its state only). The quote an invoice was made
-- from may go (a never-sent draft): the link alone is cleared, the company_id it shares stays.
CREATE TABLE "invoice_numbering" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"pattern" text NOT NULL,
	"next_number" integer NOT NULL,
	"reset_yearly" boolean NOT NULL,
	"period" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"quote_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"number_seq" integer,
	"number_period" integer,
	"issued_on" date,
	"booked_on" date,
	"due_on" date,
	"currency" text NOT NULL,
	"prices_include_tax" boolean NOT NULL,
	"content" jsonb NOT NULL,
	"title" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"seller" jsonb,
	"buyer" jsonb,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_numbering" ADD CONSTRAINT "invoice_numbering_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_fk" FOREIGN KEY ("company_id","quote_id") REFERENCES "public"."quotes"("company_id","id") ON DELETE set null ("quote_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_id" ON "invoices" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_number" ON "invoices" USING btree ("company_id","number") WHERE "invoices"."number" is not null;--> statement-breakpoint
CREATE INDEX "invoices_company_sequence" ON "invoices" USING btree ("company_id","number_period","number_seq") WHERE "invoices"."number_seq" is not null;--> statement-breakpoint
CREATE INDEX "invoices_company_created" ON "invoices" USING btree ("company_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "invoices_company_job" ON "invoices" USING btree ("company_id","job_id","created_at");--> statement-breakpoint
CREATE FUNCTION "invoice_issued_is_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."status" <> 'draft' AND (
		NEW."number", NEW."issued_on", NEW."currency", NEW."prices_include_tax", NEW."content", NEW."total_minor", NEW."seller", NEW."buyer", NEW."job_id"
	) IS DISTINCT FROM (
		OLD."number", OLD."issued_on", OLD."currency", OLD."prices_include_tax", OLD."content", OLD."total_minor", OLD."seller", OLD."buyer", OLD."job_id"
	) THEN
		RAISE EXCEPTION 'an issued invoice cannot change' USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_issued_frozen" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoice_issued_is_frozen"();
