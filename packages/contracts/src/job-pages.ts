// No zod here: the web's paths and the server's mails read these.
import type { JobStage } from './jobs.ts';

/** Jobs and leads share their pages' shape (spec 01 §2.1): /jobs/view/{id}, /leads/view/{id}. */
export const jobsPath = (stage: JobStage) => (stage === 'job' ? '/jobs' : '/leads');
/** A lead's or job's profile page: the app links to it, and so do Focal's notices to the studio. */
export const jobPath = (stage: JobStage, id: string) => `${jobsPath(stage)}/view/${encodeURIComponent(id)}`;
