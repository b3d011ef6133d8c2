import { PlanLimitText } from '@focal/contracts/plans';
import type { ProjectKind } from '../../shared/paths';
import type { EmptyPageTexts } from '../../shared/ui/empty-page';

/** Jobs and leads are both projects: one set of words for each kind. */
export const projectsMessages: Record<
  ProjectKind,
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
  moved: (name: string, to: string) => `${name} moved to ${to}.`,
  lostTitle: 'Mark as lost',
  lostReason: 'Reason',
  lostReasonHint: 'Why it did not book: kept on the lead.',
  lostConfirm: 'Mark as lost',
  convertTitle: 'Convert to a job?',
  convertText: (name: string) => `"${name}" becomes an active job and counts toward your plan's active jobs.`,
  convertConfirm: 'Convert to job',
  dragHint: 'Drag a card, or focus it and press space, then the arrow keys, to move it.',
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
