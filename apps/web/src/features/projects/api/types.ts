import type { JobActivityPage, JobEmail, JobFile, JobProfile, JobTask } from '@focal/contracts/job-profile';
import type { CreateJobRequest, Job, JobBoard, JobPage, JobStage, JobStatus } from '@focal/contracts/jobs';

/**
 * The leads-and-jobs shapes this feature reads, as part J's contracts declare them (type-only
 * imports: no zod reaches the pages' chunks).
 */
export type ProjectStage = JobStage;
export type ProjectStatus = JobStatus;
export type ProjectRecord = Job;
export type ProjectPage = JobPage;
export type BoardColumn = JobBoard['columns'][number];
export type NewProjectBody = CreateJobRequest;
export type ProjectProfile = JobProfile;
export type ProjectTask = JobTask;
export type ProjectFile = JobFile;
export type ActivityPage = JobActivityPage;
export type EmailRow = JobEmail;

/** The list's filters, as the address keeps them and the list route reads them. */
export type ProjectFilters = {
  search?: string;
  jobTypeId?: string;
  leadStageId?: string;
  status?: ProjectStatus;
  /** The main date's range, inclusive ('YYYY-MM-DD'). */
  from?: string;
  to?: string;
};
