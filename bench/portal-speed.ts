/**
 * Lighthouse on the client portal's pages (issues 33 and 34) as a client: the client's home, a quote,
 * an invoice, a contract to sign and a questionnaire to answer, with the presets, medians and goals of page-speed.ts's signed-in pages (cold cache, the
 * session kept). A client reaches the portal only through a link the studio mails (the admin outbox
 * hides it), so this starts an SMTP server of its own and a Focal server (fresh data directory, demo
 * seeded) that mails to it. As the demo owner, over the API: a lead for a demo client with an email,
 * a fixed quote sent, an invoice with a deposit and a balance sent; the invoice mail's link opened in
 * Lighthouse's page gives it the portal's session cookie.
 * Alone: `node bench/portal-speed.ts` from the repository root (its own web build), prints the rows.
 */
import { randomUUID } from 'node:crypto';
import { ApiRoutes as R, fillPath } from '@focal/contracts/api-routes';
import { startSmtpServer } from '../apps/server/src/test/smtp-server.ts';
import { signIn, startFocal } from './lib/focal.ts';
import { cleanUp, makeTempDir, onCleanUp, sleep } from './lib/processes.ts';
import { type Row, log, printTable } from './lib/report.ts';
import { privateWebBuild } from './lib/web-build.ts';
import { coldAudits, medians, rows, withLighthousePage } from './page-speed.ts';

type Api = <T>(path: string, body?: unknown) => Promise<T>;

/** GET (no body) or POST as the signed-in owner; the answer's `data`. */
const ownerApi =
  (baseUrl: string, token: string): Api =>
  async <T>(path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
    return ((await res.json()) as { data: T }).data;
  };

type Draft = { id: string; updatedAt: string };

/** A lead for a demo client, its quote and its invoice (a quarter now, the balance before the day), sent. */
async function sendDocuments(api: Api) {
  const { rows: clients } = await api<{ rows: { id: string; email: string | null }[] }>(
    `${R.listClients.path}?archived=exclude&limit=25`,
  );
  const client = clients.find((c) => c.email);
  if (!client?.email) throw new Error('no demo client has an email');
  const mainDate = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const lead = await api<{ id: string }>(R.createJob.path, {
    stage: 'lead',
    name: 'Portal bench wedding',
    clientIds: [client.id],
    mainDate,
  });
  const lines = [{ name: 'Full day', quantityThousandths: 1000, unitPriceMinor: 400000 }];
  const quote = await api<Draft>(R.createQuote.path, {
    jobId: lead.id,
    content: { kind: 'fixed', title: 'Wedding photography', lines },
  });
  await api(fillPath(R.sendQuote.path, { id: quote.id }), { updatedAt: quote.updatedAt });
  const schedule = {
    instalments: [
      { amount: { kind: 'percent', basisPoints: 2500 }, due: { kind: 'on-acceptance' } },
      {
        amount: { kind: 'balance' },
        due: { kind: 'relative', amount: 14, unit: 'days', direction: 'before', anchor: 'main-date' },
      },
    ],
  };
  const invoice = await api<Draft>(R.createInvoice.path, {
    jobId: lead.id,
    content: { title: 'Wedding photography', lines, schedule },
  });
  await api(fillPath(R.sendInvoice.path, { id: invoice.id }), { updatedAt: invoice.updatedAt });
  return {
    email: client.email,
    quoteId: quote.id,
    invoiceId: invoice.id,
    ...(await sendSignAndAnswer(api, lead.id, client.id)),
  };
}

/** Issue 34's pages: a contract for the client to sign and a questionnaire to answer, both sent. */
async function sendSignAndAnswer(api: Api, jobId: string, clientId: string) {
  const template = await api<{ id: string }>(R.createContractTemplate.path, {
    name: 'Portal bench agreement',
    body: `<h2>Agreement</h2>${'<p>Between {{studio_name}} and {{client_names}} for {{job_name}}: the day, the hours, the delivery of the pictures and their use.</p>'.repeat(12)}`,
  });
  const contract = await api<Draft>(R.createContract.path, { jobId, templateId: template.id });
  await api(fillPath(R.sendContract.path, { id: contract.id }), { updatedAt: contract.updatedAt });
  const question = (kind: string, label: string, extra = {}) => ({ id: randomUUID(), kind, label, ...extra });
  const questionnaireTemplate = await api<{ id: string }>(R.createQuestionnaireTemplate.path, {
    name: 'Portal bench questionnaire',
    sections: [
      {
        id: randomUUID(),
        title: 'The day',
        questions: [
          question('date', 'Wedding date', { required: true }),
          question('short-text', 'Venue'),
          question('single-choice', 'Style', { options: ['Classic', 'Candid', 'Editorial'] }),
        ],
      },
      {
        id: randomUUID(),
        title: 'About you',
        questions: [
          question('phone', 'Your phone'),
          question('address', 'Your address'),
          question('long-text', 'Anything else?'),
        ],
      },
    ],
  });
  const questionnaire = await api<{ id: string }>(fillPath(R.createQuestionnaire.path, { id: jobId }), {
    templateId: questionnaireTemplate.id,
    clientId,
  });
  return { contractId: contract.id, questionnaireId: questionnaire.id };
}

type Mail = { to?: unknown; subject?: string; text?: string };

/** The first mail to `to` whose subject matches (mails are queued: polled). */
async function waitForMail(received: Mail[], to: string, subject: RegExp, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = received.find(
      (m) => JSON.stringify(m.to).toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject ?? ''),
    );
    if (mail) return mail;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms (got ${received.length})`);
    await sleep(250);
  }
}

export async function portalSpeed(webDist: string): Promise<Row[]> {
  const smtp = await startSmtpServer();
  const unregister = onCleanUp(smtp.close);
  try {
    const server = await startFocal({
      name: 'Focal (portal, mails by SMTP)',
      env: {
        DATA_DIR: makeTempDir('portal'),
        WEB_DIST_DIR: webDist,
        SEED_DEMO: '1',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Focal <no-reply@focal.test>',
        SMTP_ALLOW_PRIVATE_HOSTS: '127.0.0.1/32',
      },
      timeoutMs: 120_000,
    });
    try {
      const sent = await sendDocuments(ownerApi(server.url, await signIn(server.url)));
      const mail = await waitForMail(smtp.received, sent.email, /^Invoice /);
      const link = /https?:\/\/[^\s"<]+\/portal\/([0-9a-f-]{36})\/open\/[A-Za-z0-9_-]+/.exec(mail.text ?? '');
      if (!link) throw new Error(`no portal link in the invoice mail to ${sent.email}`);
      const home = `/portal/${link[1]}`;
      const pages = {
        "/portal (client's home)": home,
        '/portal quote': `${home}/quotes/${sent.quoteId}`,
        '/portal invoice': `${home}/invoices/${sent.invoiceId}`,
        '/portal contract': `${home}/contracts/${sent.contractId}`,
        '/portal questionnaire': `${home}/questionnaires/${sent.questionnaireId}`,
      };
      log(`${sent.email}'s portal: ${home}`);
      return await withLighthousePage(async (page) => {
        await page.goto(link[0]);
        await page.waitForFunction(
          (path) => location.pathname === path,
          { timeout: 30_000 },
          pages['/portal invoice'],
        );
        const result: Row[] = [];
        for (const [name, path] of Object.entries(pages)) {
          const { mobile, desktop } = await medians(name, async () => {
            const audits = await coldAudits(`${server.url}${path}`, page);
            // A lost session would send the page to sign-in, and that page would be measured instead.
            if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended at ${page.url()}`);
            return audits;
          });
          result.push(...rows(name, mobile, desktop));
        }
        return result;
      });
    } finally {
      await server.stop();
    }
  } finally {
    unregister();
    await smtp.close();
  }
}

if (import.meta.main) {
  try {
    const build = await privateWebBuild();
    if (!build.ok) throw new Error(build.reason);
    printTable(await portalSpeed(build.dir));
  } finally {
    await cleanUp();
  }
}
