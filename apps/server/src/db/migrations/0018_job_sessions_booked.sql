ALTER TABLE "job_sessions" ADD COLUMN "booked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Sessions of archived leads and jobs book nothing: "booked" follows the job's status, here and in
-- the two triggers below, whatever writes the job or the session (transitions, imports, seeds).
UPDATE "job_sessions" s SET "booked" = false FROM "jobs" j WHERE j."id" = s."job_id" AND j."status" = 'archived';
--> statement-breakpoint
CREATE FUNCTION focal_session_booked_from_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.booked := NOT EXISTS (SELECT 1 FROM jobs WHERE id = NEW.job_id AND status = 'archived');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_sessions_booked BEFORE INSERT OR UPDATE OF job_id, booked ON job_sessions FOR EACH ROW EXECUTE FUNCTION focal_session_booked_from_job();
--> statement-breakpoint
CREATE FUNCTION focal_job_sessions_follow_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_sessions SET booked = (NEW.status <> 'archived') WHERE job_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_sessions_booked AFTER UPDATE OF status ON jobs FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION focal_job_sessions_follow_status();
