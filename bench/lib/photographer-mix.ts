/**
 * What a photographer's session sends, as a fixed cycle of requests for the memory bench: the frame
 * (bootstrap, companies, brands, system notifications), the studio pages' API reads (dashboard, clients,
 * leads, jobs, their settings lists, a calendar month, a client's page and its documents and jobs, a
 * search), the sign-in page and its script, /healthz, and a few writes (a new client, a job's notes, a
 * sign-in). Deterministic:
 * request i is always the same request.
 */
import { ApiRoutes } from '@focal/contracts/api-routes';
import { DEMO_OWNER } from './focal.ts';

type Fetch = (
  path: string,
  init?: { method?: string; body?: unknown; signedIn?: boolean },
) => Promise<Response>;

const SEARCHES = ['an', 'lumen', 'smith', 'ro', 'wedding', 'jo', 'park', 'e'];
/** The calendar's 6-week grids over 2026 (a month's grid starts on or before its first). */
const MONTHS = Array.from({ length: 12 }, (_, m) => {
  const from = new Date(Date.UTC(2026, m, 1) - 7 * 86_400_000);
  return { from: from.toISOString(), to: new Date(from.getTime() + 42 * 86_400_000).toISOString() };
});

async function dataOf<T>(res: Promise<Response>): Promise<T> {
  const r = await res;
  if (!r.ok) throw new Error(`HTTP ${r.status}: ${(await r.text()).slice(0, 300)}`);
  return ((await r.json()) as { data: T }).data;
}

/**
 * The cycle's requests, each given the cycle's number so search terms, months and clients rotate. Of
 * every 12 cycles' write turns: 3 new clients, 3 saves of a job's notes, 1 sign-in, 5 a client's jobs.
 */
export async function photographerMix(api: Fetch): Promise<((cycle: number) => Promise<Response>)[]> {
  const R = ApiRoutes;
  const signIn = { email: DEMO_OWNER.email, password: DEMO_OWNER.password };
  const clients = await dataOf<{ rows: { id: string }[] }>(api(`${R.listClients.path}?limit=25`));
  const jobs = await dataOf<{ items: { id: string }[] }>(api(`${R.listJobs.path}?stage=job&limit=25`));
  const jobId = jobs.items[0]?.id;
  if (!clients.rows.length || !jobId) throw new Error('the demo studio has no clients or no jobs');
  const login = await (await api('/login', { signedIn: false })).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(login)?.[1] ?? '/login';
  const pick = <T>(list: T[], cycle: number) => list[cycle % list.length]!;
  const clientPath = (path: string, cycle: number) => path.replace(':clientId', pick(clients.rows, cycle).id);
  return [
    () => api(R.bootstrap.path),
    () => api(R.listCompanies.path),
    () => api(R.listBrands.path),
    () => api(`${R.listSystemNotifications.path}?onStartup=false`),
    () => api(R.getDashboard.path),
    () => api(`${R.listClients.path}?archived=exclude&sort=name&direction=asc&limit=25`),
    () => api(`${R.listJobs.path}?stage=lead&limit=25`),
    () => api(`${R.listJobs.path}?stage=job&limit=25`),
    () => api(R.listJobTypes.path),
    () => api(R.listLeadStages.path),
    (c) => api(`${R.listCalendar.path}?${new URLSearchParams(pick(MONTHS, c))}`),
    (c) => api(clientPath(R.getClient.path, c)),
    (c) => api(`${R.listClients.path}?q=${pick(SEARCHES, c)}`),
    () => api('/login', { signedIn: false }),
    () => api(script, { signedIn: false }),
    () => api('/healthz', { signedIn: false }),
    (c) => api(clientPath(R.getClientDocuments.path, c)),
    (c) => {
      const turn = c % 12;
      if (turn < 3) {
        const contacts = [{ firstName: 'Bench', lastName: `Client ${c}` }];
        return api(R.createClient.path, { method: 'POST', body: { kind: 'person', contacts } });
      }
      if (turn < 6)
        return api(R.saveJobNotes.path.replace(':id', jobId), {
          method: 'PUT',
          body: { notes: `Call back (${c}).` },
        });
      if (turn === 6) return api(R.login.path, { method: 'POST', body: signIn, signedIn: false });
      return api(clientPath(R.listClientJobs.path, c));
    },
  ];
}
