import type { JobStage } from '@focal/contracts';

/** What the leads and jobs routes say to the user. */
const kind = (stage: JobStage) => (stage === 'lead' ? 'lead' : 'job');

export const JobText = {
  notFound: 'That lead or job',
  archivedTitle: 'Archived',
  archived: (stage: JobStage) =>
    `This ${kind(stage)} has been archived, so it can no longer be changed. Reload the page to see it as it is now.`,
  completedTitle: 'Completed',
  completed: 'This job has been completed, so it can no longer be changed.',
  invalidTitle: 'Check the details',
  clientMissing: 'A client you chose does not exist any more.',
  jobTypeMissing: 'That job type does not exist any more.',
  stageMissing: 'That pipeline stage does not exist any more.',
  staleTitle: 'Changed elsewhere',
  stale:
    'Someone changed this record since you opened it. Reload it to see their changes, then save yours again.',
  notALead: 'Only a lead can do this.',
  notAJob: 'Only a job can do this.',
  wrongStateTitle: 'Not possible now',
  notActive: 'Only an active record can do this.',
  notReactivatable: 'This record is already active.',
  stageKindOpen: 'Choose an open stage; the won stage converts the lead and a lost one needs the reason.',
  stageKindLost: 'Choose a stage of kind lost.',
  noLostStage: 'The pipeline has no lost stage. Add one in Settings, then mark the lead lost.',
  moveSameCompany: 'The record is already in this company.',
  moveNotMember: 'You can move records only to another company of this account that you work in.',
  fileTooLargeTitle: 'File too large',
  fileTooLarge: (mb: number) => `A file can be at most ${mb} MB.`,
  fileMissing: 'Choose a file to upload.',
  taskNotFound: 'That task',
  fileNotFound: 'That file',
} as const;
