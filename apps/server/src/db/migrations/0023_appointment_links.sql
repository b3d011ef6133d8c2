-- Issue 31: an appointment may name a client and a lead or job. The references carry company_id
-- (against unique (company_id, id) on clients and jobs), so the database itself refuses a link to
-- another company's record, and a move of a client or job to another company must unlink first.
-- A deleted client or job leaves the appointment in place, unlinked: SET NULL names the one column
-- (PostgreSQL 15+), since nulling company_id too would break its NOT NULL. Blocked time is never linked.
CREATE UNIQUE INDEX "clients_company_id" ON "clients" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_company_id" ON "jobs" USING btree ("company_id","id");--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE SET NULL ("client_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE SET NULL ("job_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_client" ON "appointments" USING btree ("client_id") WHERE "appointments"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "appointments_job" ON "appointments" USING btree ("job_id") WHERE "appointments"."job_id" is not null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_blocked_unlinked" CHECK ("appointments"."kind" = 'appointment' or ("appointments"."client_id" is null and "appointments"."job_id" is null));
