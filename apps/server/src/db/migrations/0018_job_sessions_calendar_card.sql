ALTER TABLE "job_sessions" ADD COLUMN "job_stage" text DEFAULT 'lead' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_sessions" ADD COLUMN "job_status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_sessions" ADD COLUMN "job_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_sessions" ADD COLUMN "job_type_id" uuid;--> statement-breakpoint
-- A session carries what the calendar shows of its lead or job (stage, status, name, type), so the
-- month's range reads no job row. The copy is filled here and kept by the two triggers below,
-- whatever writes the job or the session (the jobs module, imports, moves, seeds).
UPDATE "job_sessions" s SET "job_stage" = j."stage", "job_status" = j."status", "job_name" = j."name", "job_type_id" = j."job_type_id" FROM "jobs" j WHERE j."id" = s."job_id";
--> statement-breakpoint
CREATE FUNCTION focal_session_copies_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT j.stage, j.status, j.name, j.job_type_id
    INTO NEW.job_stage, NEW.job_status, NEW.job_name, NEW.job_type_id
    FROM jobs j WHERE j.id = NEW.job_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_sessions_copy_job BEFORE INSERT OR UPDATE OF job_id, job_stage, job_status, job_name, job_type_id ON job_sessions FOR EACH ROW EXECUTE FUNCTION focal_session_copies_job();
--> statement-breakpoint
CREATE FUNCTION focal_job_sessions_follow_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_sessions
    SET job_stage = NEW.stage, job_status = NEW.status, job_name = NEW.name, job_type_id = NEW.job_type_id
    WHERE job_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_sessions_follow_job AFTER UPDATE OF stage, status, name, job_type_id ON jobs FOR EACH ROW WHEN ((OLD.stage, OLD.status, OLD.name, OLD.job_type_id) IS DISTINCT FROM (NEW.stage, NEW.status, NEW.name, NEW.job_type_id)) EXECUTE FUNCTION focal_job_sessions_follow_job();
