import type {
  PortalAcceptRequest,
  PortalCardPayment,
  PublicDocument,
  PortalBrand,
  PortalHome,
  PortalInvoice,
  PortalSession,
  PortalTarget,
  QuoteState,
} from '@focal/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { fileUrl } from '../../storage/file-store.ts';
import { answer, payerOfRow } from '../invoices/payments/card.ts';
import { type CardPaymentRow, cardPaymentById } from '../invoices/payments/card-store.ts';
import { invoicesOfClient, publicInvoice } from '../invoices/service.ts';
import { noteContractOpened } from '../contracts/opened.ts';
import { convertLeadToJob } from '../jobs/service.ts';
import { cardOptionsOf } from '../payment-settings/service.ts';
import { publicQuote } from '../quotes/public.ts';
import { acceptAsClient, answerQuoteAsClient, declineAsClient, stateOf } from '../quotes/service.ts';
import { connectionOf } from '../stripe-connect/accounts.ts';
import { linkGone, linkOf, targetOf } from './links.ts';
import * as repo from './repo.ts';
import * as notices from './notices.ts';
import { sessionOf, startSession, type PortalScope } from './session.ts';

/** The client portal: what a client sees and does, always through their own leads and jobs. */

export async function brandOf(deps: AppDeps, companyId: string): Promise<PortalBrand> {
  const row = await repo.brandOf(deps.db, companyId);
  if (!row) throw notFound('That studio');
  return {
    name: row.name,
    logoUrl: row.logoPath ? fileUrl(row.logoPath) : null,
    brandColour: row.brandColour,
  };
}

/**
 * Opens a mailed link once. The same browser opening a used link again while its session for that
 * client lives goes on where the link leads (a client tapping the mail twice); anyone else is told
 * the link is gone, and offered a fresh one by mail.
 */
export async function openLink(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  companyId: string,
  token: string,
): Promise<{ target: PortalTarget | null }> {
  const link = await linkOf(deps.db, companyId, token);
  if (!link) throw linkGone();
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const current = await sessionOf(deps, request, companyId);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.useLink(tx, link.id))) {
      if (current?.client.id === link.clientId) return { target: targetOf(link) };
      throw linkGone();
    }
    if (!(await repo.liveClient(tx, companyId, link.clientId))) throw linkGone();
    await startSession(tx, deps, reply, request, { companyId, clientId: link.clientId, linkId: link.id });
    // A contract's audit trail says when its signer opened the mail's link (Documenso's "opened").
    if (link.targetKind === 'contract' && link.targetId)
      await noteContractOpened(tx, {
        companyId,
        contractId: link.targetId,
        clientId: link.clientId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
    return { target: targetOf(link) };
  });
}

export async function sessionView(deps: AppDeps, scope: PortalScope): Promise<PortalSession> {
  const client = await repo.liveClient(deps.db, scope.companyId, scope.clientId);
  if (!client) throw notFound('That client');
  return {
    company: await brandOf(deps, scope.companyId),
    client: {
      displayName: client.displayName,
      firstName: client.contacts[0]?.firstName || client.displayName,
    },
    preview: scope.preview,
    cardPayments: await cardPaymentsOf(deps, scope.companyId),
  };
}

/** The built-in sandbox's card fields, Stripe's page when the studio can take payments there, or none. */
async function cardPaymentsOf(deps: AppDeps, companyId: string): Promise<PortalSession['cardPayments']> {
  const connection = await connectionOf(deps, companyId);
  if (connection.mode === 'sandbox') return 'card-form';
  return connection.clientsCanPay ? 'stripe-checkout' : 'none';
}

/**
 * A sent quote reads as the client received it: while the studio edits a newer version (a draft),
 * the client still has the sent one, viewed or not, expiring on that version's day.
 */
function clientState(row: repo.SentQuoteRow): QuoteState {
  const status = row.status === 'draft' ? (row.viewed_at ? 'viewed' : 'sent') : row.status;
  return stateOf({ status, expiresOn: row.expires_on }, row.time_zone);
}

export async function home(deps: AppDeps, scope: PortalScope): Promise<PortalHome> {
  const { companyId, clientId } = scope;
  const [jobs, quotes, invoices] = await Promise.all([
    repo.jobsOfClient(deps.db, companyId, clientId),
    repo.sentQuotesOfClient(deps.db, companyId, clientId),
    invoicesOfClient(deps.db, companyId, clientId, 100),
  ]);
  return {
    jobs: jobs.map((j) => ({ id: j.id, name: j.name, jobType: j.job_type, mainDate: j.main_date })),
    quotes: quotes.map((q) => ({
      id: q.id,
      jobId: q.job_id,
      number: q.number,
      title: q.title ?? '',
      status: clientState(q),
      currency: q.currency,
      totalMinor: Number(q.accepted_total ?? q.total_minor),
      expiresOn: q.expires_on,
    })),
    invoices: invoices
      .filter((i) => i.status !== 'draft' && i.number !== null && i.issuedOn !== null)
      .map((i) => ({
        id: i.id,
        jobId: i.jobId,
        number: i.number!,
        title: i.title,
        status: i.status,
        currency: i.currency,
        totalMinor: i.totalMinor,
        balanceMinor: i.balanceMinor,
        issuedOn: i.issuedOn!,
        dueOn: i.dueOn,
      })),
  };
}

/** A document of the client's, or NotFound (another client's, another company's, never sent). */
export async function assertClientsDocument(
  deps: AppDeps,
  scope: PortalScope,
  kind: 'quote' | 'invoice',
  id: string,
) {
  if (!(await repo.isClientsDocument(deps.db, scope.companyId, scope.clientId, kind, id)))
    throw notFound(kind === 'quote' ? 'That quote' : 'That invoice');
}

export async function quoteOf(deps: AppDeps, scope: PortalScope, id: string) {
  await assertClientsDocument(deps, scope, 'quote', id);
  const quote = await publicQuote(deps.db, scope.companyId, id, { asClient: !scope.preview });
  if (!quote) throw notFound('That quote');
  return quote;
}

/** An invoice of the client's, with the card options its pay dialog shows before paying. */
export async function invoiceOf(deps: AppDeps, scope: PortalScope, id: string): Promise<PortalInvoice> {
  await assertClientsDocument(deps, scope, 'invoice', id);
  const invoice = await publicInvoice(deps.db, scope.companyId, id, { asClient: !scope.preview });
  if (invoice?.kind !== 'invoice') throw notFound('That invoice');
  return { ...invoice, cardOptions: await cardOptionsOf(deps.db, scope.companyId) };
}

/**
 * The client's yes, recorded as theirs (name, time, address, browser, version, choice); a lead
 * accepted this way becomes a job, as the core's rule has a paid deposit or a signed contract do.
 */
export async function acceptQuote(
  deps: AppDeps,
  scope: PortalScope,
  request: FastifyRequest,
  id: string,
  body: PortalAcceptRequest,
) {
  await assertClientsDocument(deps, scope, 'quote', id);
  const client = (await repo.liveClient(deps.db, scope.companyId, scope.clientId))!;
  const jobId = await answerQuoteAsClient(deps.db, scope.companyId, id, body.version, (tx, found) =>
    acceptAsClient(
      tx,
      scope.companyId,
      found,
      { choice: body.choice ?? null, schedule: body.schedule },
      {
        by: 'client',
        name: client.displayName,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      },
    ),
  );
  const quote = (await quoteOf(deps, scope, id)) as Extract<PublicDocument, { kind: 'quote' }>;
  await notices.quoteAccepted(
    deps,
    { companyId: scope.companyId, jobId, quoteId: id },
    client.displayName,
    quote,
  );
  await convertAfter(deps, scope.companyId, jobId, 'quote_accepted');
  return quote;
}

/**
 * The client's act stands whatever the studio's plan says: a lead the plan has no room to make a
 * job stays a lead (the studio converts it after upgrading), and the client's answer is unchanged.
 */
async function convertAfter(
  deps: AppDeps,
  companyId: string,
  jobId: string,
  reason: 'quote_accepted' | 'payment_made',
) {
  const before = await repo.jobStage(deps.db, companyId, jobId);
  if (before?.stage !== 'lead') return;
  try {
    await convertLeadToJob(deps.db, { companyId, jobId, userId: null, reason });
  } catch (error) {
    if (!(error instanceof AppError && (error.code === 'AccessLimitation' || error.code === 'LimitedJob')))
      throw error;
    return;
  }
  await notices.booked(deps, { companyId, jobId }, before.name, reason);
}

export async function declineQuote(
  deps: AppDeps,
  scope: PortalScope,
  id: string,
  version: number,
  reason: string,
) {
  await assertClientsDocument(deps, scope, 'quote', id);
  await answerQuoteAsClient(deps.db, scope.companyId, id, version, (tx, found) =>
    declineAsClient(tx, scope.companyId, found, reason),
  );
  return quoteOf(deps, scope, id);
}

/**
 * What follows a card payment recorded after the request that made it ended (Stripe's news, the
 * client leaving Stripe's page, the sweep): as afterPayment, for the payment as it now stands.
 */
export async function afterCardPayment(deps: AppDeps, row: CardPaymentRow, log: FastifyBaseLogger) {
  const now = (await cardPaymentById(deps.db, row.companyId, row.id))!;
  const scope = { ...payerOfRow(row), sessionId: null, preview: false };
  await afterPayment(deps, scope, row.invoiceId, await answer(deps.db, scope, now), log);
}

/**
 * What follows a card payment, once it is recorded: the studio's notice, and a deposit on a lead
 * books it. The client was charged and the payment committed, so a failure here is logged, never
 * answered to the client as theirs.
 */
export async function afterPayment(
  deps: AppDeps,
  scope: PortalScope,
  invoiceId: string,
  paid: PortalCardPayment,
  log: FastifyBaseLogger,
) {
  try {
    const jobId = (await repo.jobOfInvoice(deps.db, scope.companyId, invoiceId))!;
    const client = await repo.liveClient(deps.db, scope.companyId, scope.clientId);
    await notices.invoicePaid(
      deps,
      { companyId: scope.companyId, jobId },
      client?.displayName ?? 'Your client',
      paid,
    );
    await convertAfter(deps, scope.companyId, jobId, 'payment_made');
  } catch (err) {
    log.error({ err, cardPaymentId: paid.id }, 'after a card payment');
  }
}
