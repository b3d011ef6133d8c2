-- The dashboard's figures, kept as the rows they count change instead of counted at each visit
-- (a studio of 200,000 jobs and 100,000 invoices took 70-300 ms a figure on the embedded database):
-- job_counts (leads and jobs by stage, status and pipeline stage), invoice_owed_days (owed invoices
-- and their balances by next due day) and jobs.last_activity_at (the latest activity's time, which
-- jobs_leads_waiting orders the leads waiting for a reply by). Each is filled here from what is there,
-- then kept by the triggers below in the transaction that writes, whatever writes (the modules,
-- imports, seeds, cascades). The statement triggers sum a statement's rows first (transition tables),
-- so a bulk insert adds to each count once. invoices_company_owed loses its amounts (the sums no
-- longer read it) and gains id: the longest overdue, in (next due day, id) order, are its first rows.
CREATE TABLE "invoice_owed_days" (
	"company_id" uuid NOT NULL,
	"due_on" date,
	"invoices" integer NOT NULL,
	"balance_minor" bigint NOT NULL,
	CONSTRAINT "invoice_owed_days_key" UNIQUE NULLS NOT DISTINCT("company_id","due_on")
);
--> statement-breakpoint
CREATE TABLE "job_counts" (
	"company_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"status" text NOT NULL,
	"lead_stage_id" uuid,
	"jobs" integer NOT NULL,
	CONSTRAINT "job_counts_key" UNIQUE NULLS NOT DISTINCT("company_id","stage","status","lead_stage_id")
);
--> statement-breakpoint
DROP INDEX "invoices_company_owed";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_owed_days" ADD CONSTRAINT "invoice_owed_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_counts" ADD CONSTRAINT "job_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_leads_waiting" ON "jobs" USING btree ("company_id","lead_stage_id",coalesce("last_activity_at", "created_at"),"id") WHERE "jobs"."stage" = 'lead' and "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "invoices_company_owed" ON "invoices" USING btree ("company_id","next_due_on","id") WHERE "invoices"."status" = 'sent' and "invoices"."total_minor" - "invoices"."paid_minor" - "invoices"."credited_minor" > 0;
--> statement-breakpoint
UPDATE "jobs" j SET "last_activity_at" = a."at" FROM (
  SELECT "company_id", "subject_id", max("at") AS "at" FROM "activity" WHERE "subject_type" = 'job' GROUP BY 1, 2
) a WHERE a."company_id" = j."company_id" AND a."subject_id" = j."id";
--> statement-breakpoint
INSERT INTO "job_counts" ("company_id", "stage", "status", "lead_stage_id", "jobs")
  SELECT "company_id", "stage", "status", "lead_stage_id", count(*) FROM "jobs" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "invoice_owed_days" ("company_id", "due_on", "invoices", "balance_minor")
  SELECT "company_id", "next_due_on", count(*), sum("total_minor" - "paid_minor" - "credited_minor") FROM "invoices"
  WHERE "status" = 'sent' AND "total_minor" - "paid_minor" - "credited_minor" > 0 GROUP BY 1, 2;
--> statement-breakpoint
-- A statement's jobs counted out (old rows) and in (new rows), per key: what a key loses is
-- subtracted from its row (which exists: those jobs were counted), what it gains is added or
-- inserted. A transition table exists only for its own events, hence the statement built per event.
CREATE FUNCTION focal_job_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP <> 'DELETE' THEN 'SELECT company_id, stage, status, lead_stage_id, 1 AS n FROM new_rows' END,
    CASE WHEN TG_OP <> 'INSERT' THEN 'SELECT company_id, stage, status, lead_stage_id, -1 AS n FROM old_rows' END);
BEGIN
  EXECUTE format($q$
    WITH moved AS (
      SELECT company_id, stage, status, lead_stage_id, sum(n)::int AS n FROM (%s) x
      GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0
    ), fewer AS (
      UPDATE job_counts c SET jobs = c.jobs + m.n FROM moved m
      WHERE m.n < 0 AND c.company_id = m.company_id AND c.stage = m.stage AND c.status = m.status
        AND c.lead_stage_id IS NOT DISTINCT FROM m.lead_stage_id
    )
    INSERT INTO job_counts AS c (company_id, stage, status, lead_stage_id, jobs)
    SELECT company_id, stage, status, lead_stage_id, n FROM moved WHERE n > 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, stage, status, lead_stage_id) DO UPDATE SET jobs = c.jobs + excluded.jobs$q$, changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_counts_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION focal_job_counts_follow();
--> statement-breakpoint
CREATE TRIGGER jobs_counts_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION focal_job_counts_follow();
--> statement-breakpoint
CREATE TRIGGER jobs_counts_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION focal_job_counts_follow();
--> statement-breakpoint
-- The same for the owed invoices (sent, with a balance) by next due day; a day left with none owed
-- is deleted.
CREATE FUNCTION focal_invoice_owed_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owed constant text := 'status = ''sent'' AND total_minor - paid_minor - credited_minor > 0';
  changes text := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP <> 'DELETE' THEN 'SELECT company_id, next_due_on, 1 AS n, total_minor - paid_minor - credited_minor AS minor FROM new_rows WHERE ' || owed END,
    CASE WHEN TG_OP <> 'INSERT' THEN 'SELECT company_id, next_due_on, -1 AS n, paid_minor + credited_minor - total_minor AS minor FROM old_rows WHERE ' || owed END);
BEGIN
  EXECUTE format($q$
    WITH moved AS (
      SELECT company_id, next_due_on AS due_on, sum(n)::int AS n, sum(minor) AS minor FROM (%s) x
      GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(minor) <> 0
    ), changed AS (
      UPDATE invoice_owed_days d SET invoices = d.invoices + m.n, balance_minor = d.balance_minor + m.minor
      FROM moved m WHERE m.n <= 0 AND d.company_id = m.company_id AND d.due_on IS NOT DISTINCT FROM m.due_on
    )
    INSERT INTO invoice_owed_days AS d (company_id, due_on, invoices, balance_minor)
    SELECT company_id, due_on, n, minor FROM moved WHERE n > 0 ORDER BY 1, 2
    ON CONFLICT (company_id, due_on) DO UPDATE
    SET invoices = d.invoices + excluded.invoices, balance_minor = d.balance_minor + excluded.balance_minor$q$, changes);
  EXECUTE format('DELETE FROM invoice_owed_days WHERE invoices = 0 AND company_id IN (SELECT company_id FROM (%s) x)', changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_owed_days_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION focal_invoice_owed_days_follow();
--> statement-breakpoint
CREATE TRIGGER invoices_owed_days_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION focal_invoice_owed_days_follow();
--> statement-breakpoint
CREATE TRIGGER invoices_owed_days_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION focal_invoice_owed_days_follow();
--> statement-breakpoint
-- A job that comes (or moves to another company) finds the activity already there for it.
CREATE FUNCTION focal_job_last_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.last_activity_at := (SELECT max(a.at) FROM activity a
    WHERE a.company_id = NEW.company_id AND a.subject_type = 'job' AND a.subject_id = NEW.id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_last_activity BEFORE INSERT OR UPDATE OF company_id ON jobs FOR EACH ROW EXECUTE FUNCTION focal_job_last_activity();
--> statement-breakpoint
-- New activity can only move a job's time later (greatest: two writers at once keep the later);
-- activity changed or deleted (moved with its record, a client's removed) reads the time again.
CREATE FUNCTION focal_jobs_follow_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE jobs j SET last_activity_at = greatest(j.last_activity_at, n.at)
    FROM (SELECT company_id, subject_id, max(at) AS at FROM new_rows WHERE subject_type = 'job' GROUP BY 1, 2) n
    WHERE j.id = n.subject_id AND j.company_id = n.company_id AND (j.last_activity_at IS NULL OR j.last_activity_at < n.at);
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    UPDATE jobs j SET last_activity_at = l.at FROM (
      SELECT k.id, (SELECT max(a.at) FROM activity a
        WHERE a.company_id = k.company_id AND a.subject_type = 'job' AND a.subject_id = k.id) AS at
      FROM jobs k WHERE k.id IN (%s)
    ) l WHERE j.id = l.id AND j.last_activity_at IS DISTINCT FROM l.at$q$,
    concat_ws(' UNION ',
      'SELECT subject_id FROM old_rows WHERE subject_type = ''job''',
      CASE WHEN TG_OP = 'UPDATE' THEN 'SELECT subject_id FROM new_rows WHERE subject_type = ''job''' END));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activity_jobs_insert AFTER INSERT ON activity REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION focal_jobs_follow_activity();
--> statement-breakpoint
CREATE TRIGGER activity_jobs_update AFTER UPDATE ON activity REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION focal_jobs_follow_activity();
--> statement-breakpoint
CREATE TRIGGER activity_jobs_delete AFTER DELETE ON activity REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION focal_jobs_follow_activity();
