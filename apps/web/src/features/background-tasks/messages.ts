import type { BackgroundTaskState } from '@focal/contracts/background-tasks';

/** Texts of the background-task banners and their details. */
export const backgroundTaskMessages = {
  region: 'Background tasks',
  states: {
    IN_PROGRESS: 'In progress',
    COMPLETED: 'Completed',
    COMPLETED_WITH_ERRORS: 'Completed with errors',
  } satisfies Record<BackgroundTaskState, string>,
  // Used only when the server's action carries no name of its own.
  viewTasks: 'View tasks',
  dismiss: 'Dismiss',
  gotIt: 'Got it',
  close: 'Close',
  viewDetails: 'View details',
  report: {
    loading: 'Loading the report…',
    failed: 'The report could not be loaded. Close this window and try again.',
    leads: 'Leads not updated',
    jobs: 'Jobs not updated',
    view: 'View',
  },
} as const;
