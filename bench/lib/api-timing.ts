/** Timed calls to the API as a signed-in studio owner, for the benchmarks at scale. */
import { SEED_LARGE_PASSWORD } from '../../apps/server/src/db/seed/large.ts';
import { type Row, fmtMs, fmtRatio } from './report.ts';

export type Session = { url: string; token: string; companyId: string };

export const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A GET's wall time and its parsed `data` (JSON), or its bytes' length for anything else. */
export async function get(session: Session, path: string, query: Record<string, string> = {}) {
  const began = performance.now();
  const res = await fetch(`${session.url}${path}?${new URLSearchParams(query)}`, {
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(session.companyId ? { CompanyId: session.companyId } : {}),
    },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - began;
  if (res.status !== 200)
    throw new Error(`GET ${path} ${JSON.stringify(query)}: HTTP ${res.status} ${bytes.toString().slice(0, 300)}`);
  const json = res.headers.get('content-type')?.startsWith('application/json');
  return { ms, body: json ? (JSON.parse(bytes.toString()) as { data: unknown }).data : bytes.length };
}

export async function signedIn(url: string, email: string): Promise<Session> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SEED_LARGE_PASSWORD }),
  });
  if (login.status !== 200)
    throw new Error(`${email} sign-in answered HTTP ${login.status}: ${await login.text()}`);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const boot = await get({ url, token, companyId: '' }, '/api/basic/bootstrap');
  return { url, token, companyId: (boot.body as { authorizedCompany: { id: string } }).authorizedCompany.id };
}

/** A row whose figure must stay under a goal in ms, beside the empty studio's figure. */
export const under = (name: string, figure: number, empty: number | null, goal: number): Row => ({
  name,
  figure: fmtMs(figure),
  target: `${empty === null ? '' : `empty ${fmtMs(empty)}; `}goal < ${goal} ms`,
  ratio: fmtRatio(figure / goal),
  status: figure < goal ? 'PASS' : 'MISS',
});
