import type { ProjectKind } from '../../shared/paths';

/** Jobs and leads are both projects: one set of words for each kind. */
export const projectsMessages: Record<
  ProjectKind,
  {
    title: string;
    emptyTitle: string;
    empty: string;
    profileTitle: string;
    profileEmptyTitle: string;
    profileEmpty: string;
    all: string;
  }
> = {
  job: {
    title: 'Jobs',
    emptyTitle: 'No jobs yet',
    empty: 'Jobs will appear here once you add them.',
    profileTitle: 'Job',
    profileEmptyTitle: 'Nothing to show for this job',
    profileEmpty:
      "A job's details, invoices, quotes, contracts and questionnaires will appear here once you add jobs.",
    all: 'All jobs',
  },
  lead: {
    title: 'Leads',
    emptyTitle: 'No leads yet',
    empty: 'Leads will appear here once you add them or a client enquires.',
    profileTitle: 'Lead',
    profileEmptyTitle: 'Nothing to show for this lead',
    profileEmpty: "A lead's details, quotes and questionnaires will appear here once you add leads.",
    all: 'All leads',
  },
};
