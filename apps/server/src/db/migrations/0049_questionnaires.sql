CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"template_id" uuid,
	"client_id" uuid,
	"name" text NOT NULL,
	"sections" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answers_version" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"reopened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_template_fk" FOREIGN KEY ("company_id","template_id") REFERENCES "public"."questionnaire_templates"("company_id","id") ON DELETE set null ("template_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE set null ("client_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_company_id" ON "questionnaires" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "questionnaires_company_job" ON "questionnaires" USING btree ("company_id","job_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaires_company_client" ON "questionnaires" USING btree ("company_id","client_id");