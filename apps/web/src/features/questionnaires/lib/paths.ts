import type { JobStage } from '@focal/contracts';
import { jobPath } from '../../../shared/paths';

/** A lead's or job's questionnaire (spec 01 §2.1: /{jobs|leads}/view/{id}/questionnaires/{questionnaireId}). */
export const questionnairePath = (kind: JobStage, jobId: string, id: string) =>
  `${jobPath(kind, jobId)}/questionnaires/${encodeURIComponent(id)}`;
