import type { ProjectKind } from '../../shared/paths';
import type { EmptyPageTexts } from '../../shared/ui/empty-page';

/** Jobs and leads are both projects: one set of words for each kind. */
export const projectsMessages: Record<
  ProjectKind,
  { list: EmptyPageTexts; profile: EmptyPageTexts; all: string }
> = {
  job: {
    list: { title: 'Jobs', emptyTitle: 'No jobs yet', empty: 'Jobs will appear here once you add them.' },
    profile: {
      title: 'Job',
      emptyTitle: 'Nothing to show for this job',
      empty:
        "A job's details, invoices, quotes, contracts and questionnaires will appear here once you add jobs.",
    },
    all: 'All jobs',
  },
  lead: {
    list: {
      title: 'Leads',
      emptyTitle: 'No leads yet',
      empty: 'Leads will appear here once you add them or a client enquires.',
    },
    profile: {
      title: 'Lead',
      emptyTitle: 'Nothing to show for this lead',
      empty: "A lead's details, quotes and questionnaires will appear here once you add leads.",
    },
    all: 'All leads',
  },
};
