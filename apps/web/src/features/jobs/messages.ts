import { PlanLimitText } from '@focal/contracts/plans';
import type { JobStage } from '@focal/contracts';
import type { EmptyPageTexts } from '../../shared/ui/empty-page';

/** Jobs and leads are one record in two stages: one set of words for each stage. */
export const jobsMessages: Record<
  JobStage,
  {
    list: EmptyPageTexts;
    profile: EmptyPageTexts;
    all: string;
    add: string;
    newTitle: string;
    status: string;
  }
> = {
  job: {
    list: {
      title: 'Jobs',
      description: 'Booked work, from the first session to the final delivery.',
      emptyTitle: 'No jobs yet',
      empty: 'Booked work appears here: add a job, or convert a lead.',
    },
    profile: {
      title: 'Job',
      emptyTitle: 'This job cannot be shown',
      empty: 'It may have been deleted, or it belongs to another company.',
    },
    all: 'All jobs',
    add: '+ New job',
    newTitle: 'New job',
    status: 'Status',
  },
  lead: {
    list: {
      title: 'Leads',
      description: 'Enquiries on their way to a booking, stage by stage.',
      emptyTitle: 'No leads yet',
      empty: 'Enquiries you are working on appear here, stage by stage, until they book.',
    },
    profile: {
      title: 'Lead',
      emptyTitle: 'This lead cannot be shown',
      empty: 'It may have been deleted, or it belongs to another company.',
    },
    all: 'All leads',
    add: '+ New lead',
    newTitle: 'New lead',
    status: 'Stage',
  },
};

export const statusLabels = { active: 'Active', completed: 'Completed', archived: 'Archived' } as const;

export const listMessages = {
  loading: 'Loading…',
  failed: 'This list could not be loaded',
  retry: 'Try again',
  search: 'Search',
  searchPlaceholder: 'Name or client',
  type: 'Type',
  anyType: 'All types',
  anyStatus: 'Any',
  dateRange: 'Main date',
  from: 'from',
  to: 'to',
  viewLabel: 'View',
  views: { list: 'List', board: 'Board' },
  columns: {
    name: 'Name',
    clients: 'Clients',
    type: 'Type',
    mainDate: 'Main date',
    value: 'Value',
    nextSession: 'Next session',
  },
  loadMore: 'Load more',
  noMatch: 'Nothing matches these filters.',
  clearFilters: 'Clear filters',
  limited: PlanLimitText.jobCannotBeViewed,
  notSet: '—',
  count: (n: number) => `${n}`,
};

export const boardMessages = {
  label: (title: string, count: number) => `${title}, ${count}`,
  empty: 'Nothing here',
  move: (name: string) => `Move ${name}`,
  moved: (name: string, to: string) => `${name} moved to ${to}.`,
  lostTitle: 'Mark as lost',
  lostReason: 'Reason',
  lostReasonHint: 'Why it did not book: kept on the lead.',
  lostConfirm: 'Mark as lost',
  convertTitle: 'Convert to a job?',
  convertText: (name: string) => `"${name}" becomes an active job and counts toward your plan's active jobs.`,
  convertConfirm: 'Convert to job',
  dragHint:
    'Drag a card to another column, or focus it, press Space, move with the left and right arrows and press Space again.',
};

export const sessionMessages = {
  name: 'Session name',
  namePlaceholder: 'Ceremony, engagement shoot…',
  day: 'Date',
  start: 'Start time',
  duration: 'Duration',
  allDay: 'All day',
  location: 'Location',
  locationPlaceholder: 'Venue or place',
  addAddress: '+ Add the address',
  add: '+ Add session',
  remove: 'Remove session',
  numbered: (n: number) => `Session ${n}`,
};

export const newMessages = {
  clients: 'Clients',
  clientsRequired: 'Choose at least one client',
  type: 'Job type',
  typePlaceholder: 'Choose a type',
  name: 'Name',
  mainDate: 'Main date',
  value: 'Value',
  notes: 'Notes',
  sessions: 'Sessions',
  noSessions: 'No sessions yet: add the shoot dates you know.',
  create: 'Create',
  created: { lead: 'Lead created.', job: 'Job created.' },
  /** The suggested name: "Anna & Ben: Wedding". */
  suggestedName: (client: string | undefined, type: string | undefined) =>
    [client, type].filter(Boolean).join(': '),
};

export const profileMessages = {
  loading: 'Loading…',
  failed: 'This record could not be loaded',
  retry: 'Try again',
  clientsLabel: 'Clients',
  mainDate: 'Main date',
  value: 'Value',
  lostReason: (reason: string) => `Lost: ${reason}`,
  actions: {
    EDIT: 'Edit',
    MOVE_STAGE: 'Move stage',
    MARK_LOST: 'Mark lost',
    CONVERT: 'Convert to job',
    COMPLETE: 'Complete',
    ARCHIVE: 'Archive',
    REACTIVATE: 'Reactivate',
    MOVE_COMPANY: 'Move to company…',
  },
  more: 'More actions',
  done: {
    stage: (name: string) => `Moved to ${name}.`,
    lost: 'Marked as lost.',
    convert: 'Converted to a job.',
    complete: 'Job completed.',
    archive: 'Archived.',
    reactivate: 'Reactivated.',
    move: (company: string) => `Moved to ${company}.`,
    saved: 'Saved.',
  },
  archiveTitle: { lead: 'Archive this lead?', job: 'Archive this job?' },
  archiveText: 'It leaves the active lists and its sessions leave the calendar. Reactivate it any time.',
  moveText:
    'The record moves with its sessions, tasks, files and activity. Its clients move too unless another record still has them; then they are copied.',
  editTitle: { lead: 'Edit lead', job: 'Edit job' },
  save: 'Save',
  tabs: {
    overview: 'Overview',
    sessions: 'Sessions',
    documents: 'Documents',
    tasks: 'Tasks',
    emails: 'Emails',
    files: 'Files',
    notes: 'Notes',
    activity: 'Activity',
  },
};

export const tabMessages = {
  summary: 'Summary',
  nextSessions: 'Next sessions',
  noSessions: 'No sessions yet.',
  customFields: 'Custom fields',
  type: 'Type',
  created: 'Created',
  stageOrStatus: 'Stage or status',
  sessions: {
    add: '+ Add session',
    addTitle: 'New session',
    editTitle: 'Edit session',
    edit: 'Edit',
    delete: 'Delete',
    deleteTitle: 'Delete this session?',
    deleteText: 'It is removed from the record and the calendar.',
    doubleBooked: 'Double-booked',
    allDay: 'All day',
    empty: 'No sessions yet: add the shoots, meetings and deliveries of this record.',
    saved: 'Session saved.',
    deleted: 'Session deleted.',
  },
  documents: {
    title: 'Documents',
    quotes: 'Quotes',
    empty: 'No quotes yet: make a fixed quote, or one the client picks from.',
    newFixed: 'New fixed quote',
    newPickAndChoose: 'New pick-and-choose quote',
    number: 'Number',
    quoteTitle: 'Title',
    state: 'State',
    total: 'Total',
    open: 'View',
    kinds: { fixed: 'Fixed', 'pick-and-choose': 'Pick-and-choose' },
    invoices: 'Invoices',
    invoicesEmpty: 'No invoices yet: make one here, or from an accepted quote.',
    newInvoice: 'New invoice',
    draftNumber: 'Draft',
    invoiceTitle: 'Title',
    balance: 'Balance',
    dueOn: 'Due',
  },
  tasks: {
    new: 'New task',
    due: 'Due',
    add: 'Add',
    empty: 'No tasks yet: add what needs doing for this record.',
    delete: (title: string) => `Delete task ${title}`,
    overdue: 'Overdue',
  },
  emails: {
    empty: 'No emails sent for this record yet.',
    to: 'To',
    subject: 'Subject',
    status: 'Status',
    date: 'Date',
  },
  files: {
    upload: 'Upload a file',
    uploading: (name: string) => `Uploading ${name}`,
    empty: 'No files yet: add contracts, shot lists or mood boards.',
    download: 'Download',
    delete: 'Delete',
    deleteTitle: 'Delete this file?',
    deleteText: (name: string) => `"${name}" is deleted for good.`,
    tooBig: 'Files may be at most 20 MB.',
    uploaded: 'File uploaded.',
    deleted: 'File deleted.',
  },
  notes: {
    label: 'Notes',
    save: 'Save notes',
    saved: 'Saved',
    unsaved: 'Unsaved changes',
  },
  activity: {
    empty: 'Nothing has happened here yet.',
    by: (name: string | null) => (name ? ` by ${name}` : ''),
  },
};
