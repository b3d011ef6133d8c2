import { z } from 'zod';
import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';
import {
  createJobTaskRequestSchema,
  jobActivityQuerySchema,
  jobActivityResponseSchema,
  jobDocumentsResponseSchema,
  jobEmailsResponseSchema,
  jobFileListResponseSchema,
  jobFileParamsSchema,
  jobFileResponseSchema,
  jobProfileResponseSchema,
  jobTaskListResponseSchema,
  jobTaskParamsSchema,
  jobTaskResponseSchema,
  updateJobTaskRequestSchema,
} from '../job-profile.ts';
import {
  createJobRequestSchema,
  jobBoardQuerySchema,
  jobBoardResponseSchema,
  jobIdParamsSchema,
  jobResponseSchema,
  listJobsQuerySchema,
  listJobsResponseSchema,
  markLeadLostRequestSchema,
  moveJobToCompanyRequestSchema,
  moveLeadStageRequestSchema,
  saveJobNotesRequestSchema,
  updateJobRequestSchema,
} from '../jobs.ts';

const jobs = { tags: ['jobs'], access: 'company' } as const;
const one = { ...jobs, params: jobIdParamsSchema } as const;
const LIMITED = 'A job past the plan’s active-jobs limit answers LimitedJob';
const CLOSED = '705 for an archived record, 706 for a completed job';

/** Leads and jobs of the current company. */
export const jobEndpoints = {
  listJobs: endpoint(R.listJobs, {
    ...jobs,
    description:
      'A keyset page of leads or jobs (`stage`), filtered by status, type, pipeline stage, main date and search; limited jobs come without details.',
    query: listJobsQuerySchema,
    response: listJobsResponseSchema,
  }),
  getJobBoard: endpoint(R.getJobBoard, {
    ...jobs,
    description:
      'The board: per pipeline stage (leads) or status (jobs) the count and first page; the list pages a column on.',
    query: jobBoardQuerySchema,
    response: jobBoardResponseSchema,
  }),
  createJob: endpoint(R.createJob, {
    ...jobs,
    description:
      'Creates a lead (first open pipeline stage) or an active job (AccessLimitation at the active-jobs limit), with its sessions.',
    body: createJobRequestSchema,
    response: jobResponseSchema,
  }),
  getJob: endpoint(R.getJob, {
    ...one,
    description: `The profile: the record, the upgrade banner where the limit applies, the actions and the tabs' counts. ${LIMITED}.`,
    response: jobProfileResponseSchema,
  }),
  updateJob: endpoint(R.updateJob, {
    ...one,
    description: `Saves the changed fields of a record loaded at \`updatedAt\` (StaleVersion if changed since). ${CLOSED}.`,
    body: updateJobRequestSchema,
    response: jobResponseSchema,
  }),
  saveJobNotes: endpoint(R.saveJobNotes, {
    ...one,
    description: `Saves the record's notes. ${CLOSED}.`,
    body: saveJobNotesRequestSchema,
    response: jobResponseSchema,
  }),
  moveLeadStage: endpoint(R.moveLeadStage, {
    ...one,
    description: `Moves a lead to an open stage of the pipeline (the won stage converts; a lost one needs the reason). ${CLOSED}.`,
    body: moveLeadStageRequestSchema,
    response: jobResponseSchema,
  }),
  markLeadLost: endpoint(R.markLeadLost, {
    ...one,
    description: `Marks a lead lost with its reason (a stage of kind lost). ${CLOSED}.`,
    body: markLeadLostRequestSchema,
    response: jobResponseSchema,
  }),
  convertLead: endpoint(R.convertLead, {
    ...one,
    description: `Converts a lead to an active job (pipeline stage: won); AccessLimitation at the active-jobs limit. ${CLOSED}.`,
    response: jobResponseSchema,
  }),
  completeJob: endpoint(R.completeJob, {
    ...one,
    description: `Completes an active job. ${CLOSED}.`,
    response: jobResponseSchema,
  }),
  archiveJob: endpoint(R.archiveJob, {
    ...one,
    description: `Archives a lead or job. ${CLOSED}.`,
    response: jobResponseSchema,
  }),
  reactivateJob: endpoint(R.reactivateJob, {
    ...one,
    description:
      'Makes an archived lead active again, or an archived or completed job active (AccessLimitation at the active-jobs limit).',
    response: jobResponseSchema,
  }),
  moveJobToCompany: endpoint(R.moveJobToCompany, {
    ...one,
    description:
      'Moves a lead or job to another company of the business account the user belongs to; job type and stage matched by name.',
    body: moveJobToCompanyRequestSchema,
    response: jobResponseSchema,
  }),
  listJobTasks: endpoint(R.listJobTasks, {
    ...one,
    description: 'The tasks of a lead or job: open ones first by due date, then done ones.',
    response: jobTaskListResponseSchema,
  }),
  createJobTask: endpoint(R.createJobTask, {
    ...one,
    description: `Adds a task. ${CLOSED}.`,
    body: createJobTaskRequestSchema,
    response: jobTaskResponseSchema,
  }),
  updateJobTask: endpoint(R.updateJobTask, {
    ...jobs,
    params: jobTaskParamsSchema,
    description: `Changes a task's title or due date, or ticks it done or undone. ${CLOSED}.`,
    body: updateJobTaskRequestSchema,
    response: jobTaskResponseSchema,
  }),
  deleteJobTask: endpoint(R.deleteJobTask, {
    ...jobs,
    params: jobTaskParamsSchema,
    description: `Deletes a task. ${CLOSED}.`,
    response: emptyDataSchema,
  }),
  listJobFiles: endpoint(R.listJobFiles, {
    ...one,
    description: 'The files of a lead or job, newest first.',
    response: jobFileListResponseSchema,
  }),
  uploadJobFile: endpoint(R.uploadJobFile, {
    ...one,
    description: `Adds a file from a multipart upload (field \`file\`, at most 20 MB). ${CLOSED}.`,
    consumes: ['multipart/form-data'],
    body: z.any().describe('multipart/form-data with the file in the field `file`'),
    response: jobFileResponseSchema,
  }),
  downloadJobFile: endpoint(R.downloadJobFile, {
    ...jobs,
    params: jobFileParamsSchema,
    description: 'The file itself, as an attachment with its stored content type.',
  }),
  deleteJobFile: endpoint(R.deleteJobFile, {
    ...jobs,
    params: jobFileParamsSchema,
    description: `Deletes a file. ${CLOSED}.`,
    response: emptyDataSchema,
  }),
  listJobActivity: endpoint(R.listJobActivity, {
    ...one,
    description: 'What happened to the record, newest first, keyset paged.',
    query: jobActivityQuerySchema,
    response: jobActivityResponseSchema,
  }),
  listJobEmails: endpoint(R.listJobEmails, {
    ...one,
    description: "The studio's mail about this record (the mail log's rows with its id), newest first.",
    response: jobEmailsResponseSchema,
  }),
  listJobDocuments: endpoint(R.listJobDocuments, {
    ...one,
    description: 'Its quotes, invoices, contracts and questionnaires (oldest first).',
    response: jobDocumentsResponseSchema,
  }),
};
