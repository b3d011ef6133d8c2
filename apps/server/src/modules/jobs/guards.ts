import { AppError } from '../../http/app-error.ts';
import { JobText } from './messages.ts';

/**
 * Spec 01 §4.9: a client that still holds an archived record (705, 'Reload The Page') or a
 * completed job (706, 'Okay') is told so on any edit, and its modals close. Every edit of a lead,
 * a job or what belongs to it (sessions, tasks, files, notes) calls this first; reading and
 * reactivating do not.
 */
export function assertJobEditable(job: {
  stage: 'lead' | 'job';
  status: 'active' | 'completed' | 'archived';
}) {
  if (job.status === 'archived') {
    throw new AppError('705', JobText.archivedTitle, JobText.archived(job.stage));
  }
  if (job.status === 'completed') {
    throw new AppError('706', JobText.completedTitle, JobText.completed);
  }
}
