import { ok, type SentRequest } from './fetch-mock';

type Routes = Record<string, (request: SentRequest) => Response | Promise<Response>>;

/** A row of the clients list (GET /api/user/clients), as the server sends it; `rest` overrides. */
export const clientRow = (id: string, displayName: string, rest: Record<string, unknown> = {}) => ({
  id,
  kind: 'person',
  displayName,
  email: null,
  phone: null,
  tags: [],
  leadSource: null,
  openBalanceCents: 0,
  archivedAt: null,
  mergedIntoId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...rest,
});

/** The dashboard's money of a studio that is owed nothing. */
export const NOTHING_OWED = {
  currency: 'GBP',
  dueSoonDays: 14,
  open: { count: 0, balanceMinor: 0 },
  overdue: { count: 0, balanceMinor: 0 },
  dueSoon: { count: 0 },
  overdueInvoices: [],
};

/**
 * A company with nothing in it yet, as the server answers the studio's pages (dashboard, clients,
 * leads and jobs, the company's lists): for tests of the frame that visit those pages.
 */
export const emptyStudioApi = (): Routes => ({
  'GET /api/user/dashboard': () =>
    ok({
      timeZone: 'Europe/London',
      week: { from: '2026-02-09', to: '2026-02-15' },
      thisWeek: [],
      leadsAwaitingReply: [],
      jobsWithoutDate: [],
      counts: { openLeads: 0, activeJobs: 0, thisWeek: 0, leadsAwaitingReply: 0, jobsWithoutDate: 0 },
      money: NOTHING_OWED,
    }),
  'GET /api/user/clients': () => ok({ rows: [], nextCursor: null }),
  'GET /api/user/clients/facets': () => ok({ tags: [], leadSources: [] }),
  'GET /api/user/jobs': () => ok({ items: [], nextCursor: null }),
  'GET /api/user/settings/job-types': () => ok([]),
  'GET /api/user/settings/lead-stages': () => ok([]),
  'GET /api/user/settings/custom-fields': () => ok([]),
});
