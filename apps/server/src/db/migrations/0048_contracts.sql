CREATE TABLE "contract_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_client_id" uuid,
	"actor_name" text,
	"ip_address" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"disclosure" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"party" text NOT NULL,
	"client_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"signed_at" timestamp with time zone,
	"consented_at" timestamp with time zone,
	"signature_kind" text,
	"signature_data" text,
	"ip_address" text,
	"user_agent" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"template_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"replaces_id" uuid,
	"rendered_html" text,
	"body_sha256" text,
	"disclosure" text,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"sealed_pdf_path" text,
	"sealed_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contract_events_contract" ON "contract_events" USING btree ("company_id","contract_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signers_company_id" ON "contract_signers" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signers_order" ON "contract_signers" USING btree ("contract_id","position");--> statement-breakpoint
CREATE INDEX "contract_signers_client" ON "contract_signers" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_company_id" ON "contract_templates" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_company_name" ON "contract_templates" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_company_id" ON "contracts" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "contracts_company_job" ON "contracts" USING btree ("company_id","job_id","created_at");--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settings" ADD CONSTRAINT "contract_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE set null ("client_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_template_fk" FOREIGN KEY ("company_id","template_id") REFERENCES "public"."contract_templates"("company_id","id") ON DELETE set null ("template_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_replaces_fk" FOREIGN KEY ("company_id","replaces_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "contract_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A delete that follows its contract's or company's (ON DELETE CASCADE) goes; nothing else does.
	IF TG_OP = 'DELETE' AND (
		NOT EXISTS (SELECT 1 FROM "contracts" c WHERE c."id" = OLD."contract_id")
		OR NOT EXISTS (SELECT 1 FROM "companies" co WHERE co."id" = OLD."company_id")
	) THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'a contract''s audit trail is append-only' USING ERRCODE = 'check_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "contract_events_append_only" BEFORE UPDATE OR DELETE ON "contract_events" FOR EACH ROW EXECUTE FUNCTION "contract_events_append_only"();--> statement-breakpoint
CREATE FUNCTION "contract_sent_is_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD."sent_at" IS NOT NULL
			AND EXISTS (SELECT 1 FROM "companies" co WHERE co."id" = OLD."company_id")
			AND EXISTS (SELECT 1 FROM "jobs" j WHERE j."company_id" = OLD."company_id" AND j."id" = OLD."job_id")
		THEN
			RAISE EXCEPTION 'a sent contract is kept' USING ERRCODE = 'check_violation';
		END IF;
		RETURN OLD;
	END IF;
	IF OLD."sent_at" IS NOT NULL AND (
		NEW."company_id", NEW."job_id", NEW."title", NEW."body", NEW."rendered_html", NEW."body_sha256",
		NEW."disclosure", NEW."sent_at", NEW."version", NEW."replaces_id"
	) IS DISTINCT FROM (
		OLD."company_id", OLD."job_id", OLD."title", OLD."body", OLD."rendered_html", OLD."body_sha256",
		OLD."disclosure", OLD."sent_at", OLD."version", OLD."replaces_id"
	) THEN
		RAISE EXCEPTION 'a sent contract''s text cannot change' USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "contracts_frozen" BEFORE UPDATE OR DELETE ON "contracts" FOR EACH ROW EXECUTE FUNCTION "contract_sent_is_frozen"();--> statement-breakpoint
CREATE FUNCTION "contract_signers_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	row_of record;
BEGIN
	IF TG_OP = 'DELETE' THEN
		row_of := OLD;
	ELSE
		row_of := NEW;
	END IF;
	IF TG_OP = 'UPDATE'
		AND (to_jsonb(NEW) - 'client_id') = (to_jsonb(OLD) - 'client_id')
		AND (NEW."client_id" IS NULL OR NEW."client_id" = OLD."client_id")
	THEN
		-- Nothing changed but the link to a deleted client (ON DELETE SET NULL): the record stays.
		RETURN NEW;
	END IF;
	IF TG_OP <> 'INSERT' AND OLD."status" <> 'pending'
		AND EXISTS (SELECT 1 FROM "companies" co WHERE co."id" = OLD."company_id")
		AND EXISTS (SELECT 1 FROM "contracts" c WHERE c."id" = OLD."contract_id")
	THEN
		RAISE EXCEPTION 'a signature, once made, never changes' USING ERRCODE = 'check_violation';
	END IF;
	IF EXISTS (SELECT 1 FROM "contracts" c WHERE c."id" = row_of."contract_id" AND c."sent_at" IS NOT NULL)
		AND EXISTS (SELECT 1 FROM "companies" co WHERE co."id" = row_of."company_id")
		AND (TG_OP <> 'UPDATE' OR (
			NEW."company_id", NEW."contract_id", NEW."position", NEW."party", NEW."client_id", NEW."user_id",
			NEW."name", NEW."email"
		) IS DISTINCT FROM (
			OLD."company_id", OLD."contract_id", OLD."position", OLD."party", OLD."client_id", OLD."user_id",
			OLD."name", OLD."email"
		))
	THEN
		RAISE EXCEPTION 'a sent contract''s signers cannot change' USING ERRCODE = 'check_violation';
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "contract_signers_frozen" BEFORE INSERT OR UPDATE OR DELETE ON "contract_signers" FOR EACH ROW EXECUTE FUNCTION "contract_signers_frozen"();
