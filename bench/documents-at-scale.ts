/**
 * Issue 32's invoices at scale, on the studio-core server (the bench studio's 100,000 invoices,
 * seed:large), each beside the empty studio: the invoice list's first page and its page 100 (by
 * nextCursor), the open and overdue filters, the dashboard (what is owed), a lead's or job's documents and a client's (their quotes and
 * invoices), p95 each
 * (goal < 50 ms embedded); an issued invoice's PDF, rendered on each request, p95 (goal < 300 ms); and
 * issue 33's payments list (their recorded payments, about 107,000) with its totals, p95 (goal < 50 ms).
 */
import { get, percentile, type Session, under } from './lib/api-timing.ts';
import { type Row, fmtMs, log } from './lib/report.ts';

export const DOCUMENT_GOALS = { listP95Ms: 50, pdfP95Ms: 300 };
const WARM_UP = 3;
const ROUNDS = 20;
const DEEP_PAGE = 100;

type Summary = { id: string; jobId: string; status: string };
type Page = { rows: Summary[]; nextCursor: string | null };

async function p95(session: Session, label: string, path: string, query: Record<string, string> = {}) {
  const samples: number[] = [];
  for (let i = 0; i < WARM_UP + ROUNDS; i++) {
    const { ms } = await get(session, path, query);
    if (i >= WARM_UP) samples.push(ms);
  }
  const [p50, p95] = [percentile(samples, 50), percentile(samples, 95)];
  log(`${label}: p50 ${fmtMs(p50)}, p95 ${fmtMs(p95)}`);
  return p95;
}

/** The cursor of page `n` of the list, by following nextCursor (null if the list is shorter). */
async function cursorOf(session: Session, n: number) {
  let cursor: string | null = null;
  for (let page = 1; page < n; page++) {
    const { body } = await get(session, '/api/user/invoices', cursor ? { cursor } : {});
    cursor = (body as Page).nextCursor;
    if (!cursor) return null;
  }
  return cursor;
}

export async function documentsAtScale(studio: Session, empty: Session, invoices: number): Promise<Row[]> {
  const at = invoices.toLocaleString('en');
  const goal = DOCUMENT_GOALS.listP95Ms;
  const list = '/api/user/invoices';
  const first = await p95(studio, `invoice list page 1 at ${at}`, list);
  const firstEmpty = await p95(empty, 'invoice list page 1, empty studio', list);
  const open = await p95(studio, `invoice list, open, at ${at}`, list, { filter: 'open' });
  const overdue = await p95(studio, `invoice list, overdue, at ${at}`, list, { filter: 'overdue' });
  // The dashboard sums what is owed and overdue over every open invoice.
  const dashboard = await p95(studio, `dashboard at ${at} invoices`, '/api/user/dashboard');
  const dashboardEmpty = await p95(empty, 'dashboard, empty studio', '/api/user/dashboard');
  const cursor = await cursorOf(studio, DEEP_PAGE);
  if (!cursor) throw new Error(`the invoice list ended before page ${DEEP_PAGE}: seed more invoices`);
  const deep = await p95(studio, `invoice list page ${DEEP_PAGE} at ${at}`, list, { cursor });

  const { body } = await get(studio, list, { filter: 'open', limit: '20' });
  const sample = (body as Page).rows;
  const documents: number[] = [];
  for (const [i, row] of [...sample, ...sample].entries()) {
    const { ms } = await get(studio, `/api/user/jobs/${row.jobId}/documents`);
    if (i >= WARM_UP) documents.push(ms);
  }
  const docs = percentile(documents, 95);
  log(`a job's documents at ${at} invoices: p95 ${fmtMs(docs)} (${documents.length} calls)`);
  const clients: number[] = [];
  for (const [i, row] of [...sample, ...sample].entries()) {
    const job = (await get(studio, `/api/user/jobs/${row.jobId}`)).body as {
      job: { clients: { id: string }[] };
    };
    const { ms } = await get(studio, `/api/user/clients/${job.job.clients[0]!.id}/documents`);
    if (i >= WARM_UP) clients.push(ms);
  }
  const clientDocs = percentile(clients, 95);
  log(`a client's documents at ${at} invoices: p95 ${fmtMs(clientDocs)} (${clients.length} calls)`);

  const issued = sample[0]!;
  const pdf = await p95(studio, 'invoice PDF', `/api/user/invoices/${issued.id}/pdf`);

  // Issue 33's /payments: the recorded payments of those invoices (seed: about 107,000), first page
  // with the totals, a method's, and a month's.
  const payments = '/api/user/payments';
  const listed = (await get(studio, payments)).body as { rows: { receivedOn: string }[]; totals: { count: number }[] };
  const paid = (listed.totals[0]?.count ?? 0).toLocaleString('en');
  const paymentsFirst = await p95(studio, `payments list page 1 at ${paid}`, payments);
  const paymentsEmpty = await p95(empty, 'payments list page 1, empty studio', payments);
  const byMethod = await p95(studio, `payments list, cash, at ${paid}`, payments, { method: 'cash' });
  // The newest payment's month: the seed's payments span the weeks before it was run, so a month
  // counted back from today may hold none (and measure an empty list).
  const month = (listed.rows[0]?.receivedOn ?? new Date().toISOString()).slice(0, 7);
  const byMonth = await p95(studio, `payments list, ${month}, at ${paid}`, payments, {
    from: `${month}-01`,
    to: `${month}-28`,
  });
  return [
    under(`Invoice list page 1 p95 at ${at}`, first, firstEmpty, goal),
    under(`Invoice list (open) p95 at ${at}`, open, firstEmpty, goal),
    under(`Invoice list page ${DEEP_PAGE} p95 at ${at}`, deep, firstEmpty, goal),
    under(`Invoice list (overdue) p95 at ${at}`, overdue, firstEmpty, goal),
    under(`Dashboard p95 at ${at} invoices`, dashboard, dashboardEmpty, goal),
    under(`A job's documents p95 at ${at} invoices`, docs, null, goal),
    under(`A client's documents p95 at ${at} invoices`, clientDocs, null, goal),
    under('Invoice PDF p95 (rendered per request)', pdf, null, DOCUMENT_GOALS.pdfP95Ms),
    under(`Payments list page 1 p95 at ${paid} payments`, paymentsFirst, paymentsEmpty, goal),
    under(`Payments list (one method) p95 at ${paid} payments`, byMethod, paymentsEmpty, goal),
    under(`Payments list (one month) p95 at ${paid} payments`, byMonth, paymentsEmpty, goal),
  ];
}
