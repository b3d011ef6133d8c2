-- Issue 32: credit notes. An issued invoice is corrected, in full or in part, by a credit note with
-- its own gapless series (credit_note_numbering's row, locked while a note is issued, as invoices'
-- is), and its total is kept on the invoice (credited_minor: the balance is total - paid - credited,
-- never credited past the total). A credit note is issued when it is made and never changes: the
-- trigger below refuses any update whatever code runs. It goes only with its invoice's company.
CREATE TABLE "credit_note_numbering" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"pattern" text NOT NULL,
	"next_number" integer NOT NULL,
	"reset_yearly" boolean NOT NULL,
	"period" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" text NOT NULL,
	"number_seq" integer NOT NULL,
	"number_period" integer NOT NULL,
	"issued_on" date NOT NULL,
	"currency" text NOT NULL,
	"prices_include_tax" boolean NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"taxes" jsonb NOT NULL,
	"net_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note_numbering" ADD CONSTRAINT "credit_note_numbering_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_company_number" ON "credit_notes" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "credit_notes_company_sequence" ON "credit_notes" USING btree ("company_id","number_period","number_seq");--> statement-breakpoint
CREATE INDEX "credit_notes_company_invoice" ON "credit_notes" USING btree ("company_id","invoice_id","created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_within_total" CHECK ("invoices"."credited_minor" between 0 and "invoices"."total_minor");--> statement-breakpoint
CREATE FUNCTION "credit_note_is_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'an issued credit note cannot change' USING ERRCODE = 'check_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "credit_notes_frozen" BEFORE UPDATE ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION "credit_note_is_frozen"();
