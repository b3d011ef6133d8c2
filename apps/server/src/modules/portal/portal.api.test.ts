import {
  ApiRoutes as R,
  fillPath,
  type JobProfile,
  PORTAL_PREVIEW_CLIENT_HEADER,
  PORTAL_PREVIEW_HEADER,
  type PublicDocument,
  type Quote,
} from '@focal/contracts';
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { client, createRecord, profileOf, studio } from '../../test/job-factories.ts';
import { loopbackMail, PRIVATE_SMTP_HOSTS } from '../../test/loopback-mail.ts';
import { portalLinkIn } from '../../test/portal-links.ts';
import { renewJob, sendAskedLink } from './sign-in.ts';

const smtp = loopbackMail(PRIVATE_SMTP_HOSTS);

const vat = { name: 'VAT', rateMillionths: 200000, compound: false };
const choose = {
  kind: 'pick-and-choose',
  title: 'Choose your collection',
  packages: [
    { name: 'Bronze', priceMinor: 150000, taxes: [vat] },
    { name: 'Gold', priceMinor: 300000, taxes: [vat] },
  ],
  addOns: [
    {
      name: 'Album',
      unitPriceMinor: 60000,
      taxes: [vat],
      minQuantity: 0,
      maxQuantity: 2,
      defaultQuantity: 0,
    },
  ],
  schedules: [
    {
      name: 'Pay in full',
      rule: { instalments: [{ amount: { kind: 'balance' }, due: { kind: 'on-acceptance' } }] },
    },
    {
      name: 'Deposit and balance',
      rule: {
        instalments: [
          { amount: { kind: 'percent', basisPoints: 5000 }, due: { kind: 'on-acceptance' } },
          {
            amount: { kind: 'balance' },
            due: { kind: 'relative', amount: 14, unit: 'days', direction: 'before', anchor: 'main-date' },
          },
        ],
      },
    },
  ],
};

const portalPath = (path: string, companyId: string, id = '') => fillPath(path, { companyId, id });
const linkIn = (mail: ParsedMail) => portalLinkIn(mail.html);
const mailsTo = (to: string) => smtp.received.filter((m) => JSON.stringify(m.to).toLowerCase().includes(to));
async function nextMailTo(to: string, after: number) {
  const deadline = Date.now() + 15_000;
  while (mailsTo(to).length <= after) {
    if (Date.now() > deadline) throw new Error(`no new mail to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return mailsTo(to)[after]!;
}
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie']).split(';')[0]!;

/** A studio, a lead with one client, and a pick-and-choose quote sent to that client by mail. */
async function sentQuote(api: Api, first: string, last: string) {
  const s = await studio(api);
  const clientId = await client(api, s.companyId, first, last);
  const lead = await createRecord(api, s.auth, { clientIds: [clientId] });
  const email = `${first}.${last}@example.com`.toLowerCase();
  const created = (
    await api.post(R.createQuote.path, { jobId: lead.id, content: choose }, { as: s.auth })
  ).json().data as Quote;
  const before = mailsTo(email).length;
  const sent = await api.post(
    fillPath(R.sendQuote.path, { id: created.id }),
    { updatedAt: created.updatedAt },
    { as: s.auth },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = await nextMailTo(email, before);
  return { ...s, clientId, lead, email, quote: sent.json().data as Quote, mail };
}

async function opened(api: Api, companyId: string, token: string, cookie?: string) {
  return api.post(
    portalPath(R.openPortalLink.path, companyId),
    { token },
    cookie ? { headers: { cookie } } : {},
  );
}

describe('the client portal', () => {
  it('opens from the quote mail once, at the quote; the client accepts it, recorded as theirs, and the lead becomes a job', async ({
    api,
  }) => {
    const s = await sentQuote(api, 'Maya', 'Okafor');
    const { companyId, token } = linkIn(s.mail);
    expect(companyId).toBe(s.companyId);

    const open = await opened(api, companyId, token);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data.target).toEqual({ kind: 'quote', id: s.quote.id });
    const setCookie = String(open.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^focal_portal=[A-Za-z0-9_-]{40,}; Path=\/api\/portal\/[0-9a-f-]{36}; Max-Age=2592000; HttpOnly; SameSite=Lax/,
    );
    const cookie = cookieOf(open);

    // Another browser with the same link: refused, and told how to get a fresh one.
    const again = await opened(api, companyId, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().errorCode).toBe('PortalLinkGone');
    // The same browser tapping the mail's link again goes on to the quote.
    expect((await opened(api, companyId, token, cookie)).json().data.target).toEqual({
      kind: 'quote',
      id: s.quote.id,
    });

    const session = (
      await api.get(portalPath(R.getPortalSession.path, companyId), { headers: { cookie } })
    ).json().data;
    expect(session).toMatchObject({
      client: { displayName: 'Maya Okafor', firstName: 'Maya' },
      preview: false,
    });
    const home = (await api.get(portalPath(R.getPortalHome.path, companyId), { headers: { cookie } })).json()
      .data;
    expect(home.jobs.map((j: { id: string }) => j.id)).toEqual([s.lead.id]);
    expect(home.quotes).toMatchObject([
      { id: s.quote.id, status: 'sent', title: 'Choose your collection', currency: 'USD' },
    ]);

    const read = await api.get(portalPath(R.getPortalQuote.path, companyId, s.quote.id), {
      headers: { cookie },
    });
    const quote = read.json().data as Extract<PublicDocument, { kind: 'quote' }>;
    expect(quote).toMatchObject({ kind: 'quote', status: 'viewed', version: 1 });

    const accept = await api.post(
      portalPath(R.acceptPortalQuote.path, companyId, s.quote.id),
      { version: 1, choice: { packages: [1], addOnQuantities: [2] }, schedule: 1 },
      { headers: { cookie, 'user-agent': 'Phone browser 1.0' }, ip: '203.0.113.9' },
    );
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json().data).toMatchObject({
      status: 'accepted',
      acceptance: { choice: { packages: [1], addOnQuantities: [2] }, schedule: 1 },
    });

    const studioView = (await api.get(fillPath(R.getQuote.path, { id: s.quote.id }), { as: s.auth })).json()
      .data as Quote;
    // Gold 3,000 + two albums 1,200, plus 20% VAT.
    expect(studioView.acceptance).toMatchObject({
      by: 'client',
      byName: 'Maya Okafor',
      version: 1,
      schedule: 1,
      totalMinor: 504000,
    });
    const result = await api.deps.db.execute(
      sql`select ip_address, user_agent from quote_acceptances where quote_id = ${s.quote.id}`,
    );
    const [row] = (result as unknown as { rows: { ip_address: string; user_agent: string }[] }).rows;
    expect(row).toEqual({ ip_address: '203.0.113.9', user_agent: 'Phone browser 1.0' });
    const profile: JobProfile = await profileOf(api, s.auth, s.lead.id);
    expect(profile.job.stage).toBe('job');
    // The studio's owner is told of both, once each.
    const owner = s.form.email.toLowerCase();
    await nextMailTo(owner, 1);
    const subjects = mailsTo(owner).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(['Maya Okafor accepted quote #1', 'Smith wedding is booked']),
    );
    expect(subjects.filter((x) => x === 'Smith wedding is booked')).toHaveLength(1);
  });

  it('refuses an expired or revoked link, mails a fresh one to the address the studio holds, and keeps each studio’s portal apart', async ({
    api,
  }) => {
    const s = await sentQuote(api, 'Lena', 'Voss');
    const { companyId, token } = linkIn(s.mail);
    await api.deps.db.execute(
      sql`update portal_links set expires_at = now() - interval '1 second' where company_id = ${companyId}`,
    );
    const gone = await opened(api, companyId, token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({
      errorCode: 'PortalLinkGone',
      errorTitle: 'This link has been used or has expired',
    });

    // The studio's mail went less than a minute ago, which does not hold back the fresh link the
    // page promises; a second ask within the minute sends nothing more (no mail storm).
    const before = mailsTo(s.email).length;
    expect((await api.post(portalPath(R.renewPortalLink.path, companyId), { token })).statusCode).toBe(200);
    const fresh = linkIn(await nextMailTo(s.email, before));
    // The second ask's job, run here to its end: it finds the asked link of a moment ago.
    await sendAskedLink(api.deps, renewJob(companyId, token));
    const asked = await api.deps.db.execute(
      sql`select count(*)::int as n from portal_links where company_id = ${companyId} and asked_by_client`,
    );
    expect((asked as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    const reopened = await opened(api, companyId, fresh.token);
    expect(reopened.json().data.target).toEqual({ kind: 'quote', id: s.quote.id });
    const cookie = cookieOf(reopened);

    // The same person is a client of another studio: that studio's portal is another one.
    const other = await sentQuote(api, 'Lena', 'Voss');
    expect(other.companyId).not.toBe(companyId);
    const otherLink = linkIn(other.mail);
    expect((await opened(api, companyId, otherLink.token)).statusCode).toBe(410);
    for (const path of [R.getPortalSession.path, R.getPortalHome.path]) {
      const res = await api.get(portalPath(path, other.companyId), { headers: { cookie } });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('PortalSignInNeeded');
    }
    const theirs = await api.get(portalPath(R.getPortalQuote.path, companyId, other.quote.id), {
      headers: { cookie },
    });
    expect(theirs.statusCode).toBe(404);

    // Sign out ends the session for good.
    expect(
      (await api.post(portalPath(R.signOutOfPortal.path, companyId), undefined, { headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api.get(portalPath(R.getPortalHome.path, companyId), { headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it("mails a link to a client who asks by email, and says the same for an address that isn't a client's", async ({
    api,
  }) => {
    const s = await studio(api);
    await client(api, s.companyId, 'Ana', 'Lima');
    const ask = (email: string) => api.post(portalPath(R.requestPortalLink.path, s.companyId), { email });
    const stranger = await ask('nobody@example.com');
    const known = await ask('ANA.LIMA@example.com');
    expect([stranger.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(stranger.body).toBe(known.body);
    const mail = await nextMailTo('ana.lima@example.com', 0);
    expect(mail.subject).toMatch(/^Your link to /);
    const link = linkIn(mail);
    const open = await opened(api, s.companyId, link.token);
    expect(open.json().data.target).toBeNull();
    expect(mailsTo('nobody@example.com')).toEqual([]);
  });

  it('sends one link when two requests for a client are handled at once (one a minute, checked and written as one step)', async ({
    api,
  }) => {
    const s = await studio(api);
    const clientId = await client(api, s.companyId, 'Odile', 'Brun');
    const email = 'odile.brun@example.com';
    // The job each request queues, run twice side by side (as two workers or processes would).
    const job = { kind: 'email', companyId: s.companyId, email } as const;
    await Promise.all([sendAskedLink(api.deps, job), sendAskedLink(api.deps, job)]);
    const count = async (query: SQL) =>
      ((await api.deps.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(await count(sql`select count(*)::int as n from portal_links where client_id = ${clientId}`)).toBe(
      1,
    );
    expect(await count(sql`select count(*)::int as n from mail_outbox where to_address = ${email}`)).toBe(1);
  });

  it("lets the studio preview a client's portal read-only: nothing is marked viewed and answers are refused", async ({
    api,
  }) => {
    const s = await sentQuote(api, 'Iris', 'Moss');
    const boot = (await api.get(R.bootstrap.path, { as: s.auth })).json().data;
    const preview = {
      [PORTAL_PREVIEW_HEADER]: boot.portalAuth.token,
      [PORTAL_PREVIEW_CLIENT_HEADER]: s.clientId,
    };
    const session = await api.get(portalPath(R.getPortalSession.path, s.companyId), { headers: preview });
    expect(session.json().data).toMatchObject({ preview: true, client: { displayName: 'Iris Moss' } });
    const quote = await api.get(portalPath(R.getPortalQuote.path, s.companyId, s.quote.id), {
      headers: preview,
    });
    expect(quote.json().data.status).toBe('sent');
    const accept = await api.post(
      portalPath(R.acceptPortalQuote.path, s.companyId, s.quote.id),
      { version: 1, choice: { packages: [0], addOnQuantities: [0] }, schedule: 0 },
      { headers: preview },
    );
    expect(accept.statusCode).toBe(403);
    expect(accept.json().errorTitle).toBe('This is a preview');
    const studioView = (await api.get(fillPath(R.getQuote.path, { id: s.quote.id }), { as: s.auth })).json()
      .data as Quote;
    expect(studioView.status).toBe('sent');
    // Another company's token, or a client of another company, opens nothing.
    const other = await studio(api);
    const otherBoot = (await api.get(R.bootstrap.path, { as: other.auth })).json().data;
    const wrong = await api.get(portalPath(R.getPortalSession.path, s.companyId), {
      headers: { ...preview, [PORTAL_PREVIEW_HEADER]: otherBoot.portalAuth.token },
    });
    expect(wrong.statusCode).toBe(401);
    const strangerClient = await client(api, other.companyId, 'Zed', 'Other');
    const foreign = await api.get(portalPath(R.getPortalSession.path, s.companyId), {
      headers: { ...preview, [PORTAL_PREVIEW_CLIENT_HEADER]: strangerClient },
    });
    expect(foreign.statusCode).toBe(401);
  });

  it('answers a version the studio has replaced with StaleVersion, and declines with a reason', async ({
    api,
  }) => {
    const s = await sentQuote(api, 'Omar', 'Reyes');
    const { companyId, token } = linkIn(s.mail);
    const cookie = cookieOf(await opened(api, companyId, token));
    // The studio edits and sends version 2 while the client reads version 1.
    const edited = await api.put(
      fillPath(R.updateQuote.path, { id: s.quote.id }),
      { updatedAt: s.quote.updatedAt, content: { ...choose, title: 'New offer' } },
      { as: s.auth },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await api.post(
      fillPath(R.sendQuote.path, { id: s.quote.id }),
      { updatedAt: edited.json().data.updatedAt, email: false },
      { as: s.auth },
    );
    const stale = await api.post(
      portalPath(R.acceptPortalQuote.path, companyId, s.quote.id),
      { version: 1, choice: { packages: [0], addOnQuantities: [0] }, schedule: 0 },
      { headers: { cookie } },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'StaleVersion', errorTitle: 'This quote has changed' });
    const declined = await api.post(
      portalPath(R.declinePortalQuote.path, companyId, s.quote.id),
      { version: 2, reason: 'Over our budget' },
      { headers: { cookie } },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', title: 'New offer' });
    const studioView = (await api.get(fillPath(R.getQuote.path, { id: s.quote.id }), { as: s.auth })).json()
      .data as Quote;
    expect(studioView).toMatchObject({ status: 'declined', declineReason: 'Over our budget' });
  });

  it("walks every portal route: a client reaches nothing of another client's or another company's, and B's records stay unread", async ({
    api,
  }) => {
    const a = await sentQuote(api, 'Ava', 'Stone');
    const cookie = cookieOf(await opened(api, a.companyId, linkIn(a.mail).token));
    // Another client of the same studio, on a lead of their own.
    const neighbourLead = await createRecord(api, a.auth, {
      clientIds: [await client(api, a.companyId, 'Ben', 'Stone')],
    });
    const draft = (
      await api.post(R.createQuote.path, { jobId: neighbourLead.id, content: choose }, { as: a.auth })
    ).json().data as Quote;
    const neighbourQuote = await api.post(
      fillPath(R.sendQuote.path, { id: draft.id }),
      { updatedAt: draft.updatedAt, email: false },
      { as: a.auth },
    );
    const neighbour = { auth: a.auth, quote: neighbourQuote.json().data as Quote };
    const b = await sentQuote(api, 'Cleo', 'Hart');
    const invoice = await api.post(
      R.createInvoice.path,
      {
        jobId: b.lead.id,
        content: { title: 'Day', lines: [{ name: 'Day', quantityThousandths: 1000, unitPriceMinor: 1000 }] },
      },
      { as: b.auth },
    );
    const issued = await api.post(
      fillPath(R.sendInvoice.path, { id: invoice.json().data.id }),
      { updatedAt: invoice.json().data.updatedAt, email: false },
      { as: b.auth },
    );
    const note = await api.post(
      fillPath(R.createCreditNote.path, { id: issued.json().data.id }),
      {
        updatedAt: issued.json().data.updatedAt,
        reason: 'Walk',
        credit: { kind: 'lines', lines: [{ index: 0, amountMinor: 100 }] },
      },
      { as: b.auth },
    );
    const foreignIds = [neighbour.quote.id, b.quote.id, issued.json().data.id as string];
    const doc = (await api.get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    };
    const portalRoutes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('portal') && op.security?.length)
        .map(([method]) => ({ method: method.toUpperCase() as 'GET' | 'POST', path })),
    );
    expect(portalRoutes.length).toBeGreaterThanOrEqual(10);
    const bodies: Record<string, object> = {
      accept: { version: 1, choice: { packages: [0], addOnQuantities: [0] }, schedule: 0 },
      decline: { version: 1, reason: '' },
      pay: {
        requestId: randomUUID(),
        amountMinor: 100,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
      },
      checkout: { requestId: randomUUID(), amountMinor: 100 },
      answers: { answers: {} },
      submit: { version: 0 },
    };
    // A contract's sign and decline (issue 34) take their own bodies.
    const contractBodies: Record<string, object> = {
      sign: { consent: true, signature: { kind: 'typed', text: 'Walk' } },
      decline: { reason: 'Walk' },
    };
    const bodyOf = (path: string) =>
      (path.includes('/contracts/') ? contractBodies : bodies)[path.split('/').pop()!];
    const failures: string[] = [];
    for (const { method, path } of portalRoutes) {
      const call = (companyId: string, id: string) =>
        api.call({
          method,
          url: path
            .replace('{companyId}', companyId)
            .replace('{id}', id)
            .replace('{noteId}', note.json().data.id),
          headers: { cookie },
          ...(bodyOf(path) ? { payload: bodyOf(path) } : {}),
        });
      // In B's portal, A's cookie is no session at all.
      const inB = await call(b.companyId, b.quote.id);
      if (inB.statusCode !== 401) failures.push(`${method} ${path} in B: ${inB.statusCode}`);
      if (!path.includes('{id}')) continue;
      for (const id of foreignIds) {
        const res = await call(a.companyId, id);
        if (res.statusCode !== 404)
          failures.push(`${method} ${path} with ${id}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
    for (const [auth, id] of [
      [neighbour.auth, neighbour.quote.id],
      [b.auth, b.quote.id],
    ] as const) {
      const quote = (await api.get(fillPath(R.getQuote.path, { id }), { as: auth })).json().data as Quote;
      expect(quote.status).toBe('sent');
    }
    const bInvoice = await api.get(fillPath(R.getInvoice.path, { id: issued.json().data.id }), {
      as: b.auth,
    });
    expect(bInvoice.json().data.status).toBe('sent');
  });
});
