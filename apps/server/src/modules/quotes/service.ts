import {
  choiceProblem,
  type Quote,
  type QuoteChoice,
  type QuoteContent,
  type QuoteState,
  type QuoteSummary,
  type QuoteTotals,
  quoteTotals,
} from '@focal/contracts';
import { MoneyInputError } from '@focal/contracts/money/money-input-error';
import { isoToZoned, todayIn } from '@focal/contracts/zoned-time';
import type { Db } from '../../db/client.ts';
import { lockName } from '../../db/advisory-lock.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/validation.ts';
import { recordActivity } from '../activity/record.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { revokeDocumentLinks } from '../documents/links.ts';
import { editableJob, editableJobOfCompany, readableJob } from '../jobs/service.ts';
import { isStale } from '../../lib/stale-version.ts';
import { notFoundQuote, quoteChangedForClient, stale, wrongState } from './errors.ts';
import { QuoteText as T } from './messages.ts';
import * as repo from './repo.ts';

type Pricing = { currency: string; pricesIncludeTax: boolean };

/** The figures of content for a choice; input the arithmetic refuses names its field (400). */
function priced(content: QuoteContent, pricing: Pricing, choice?: QuoteChoice | null): QuoteTotals {
  try {
    const { lines: _lines, currency: _currency, ...totals } = quoteTotals(content, pricing, choice);
    return totals;
  } catch (error) {
    if (error instanceof MoneyInputError) throw fieldError(['content', ...error.path].join('.'), error.reason);
    throw error;
  }
}

/** Sent or viewed and past its last day (in the company's time zone): expired, until answered. */
export function stateOf(quote: Pick<repo.QuoteRow, 'status' | 'expiresOn'>, timeZone: string): QuoteState {
  const open = quote.status === 'sent' || quote.status === 'viewed';
  if (open && quote.expiresOn && quote.expiresOn < todayIn(timeZone)) return 'expired';
  return quote.status;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function summaryOf(quote: repo.QuoteRow, timeZone: string): QuoteSummary {
  return {
    id: quote.id,
    number: quote.number,
    jobId: quote.jobId,
    kind: quote.kind,
    title: quote.title,
    status: stateOf(quote, timeZone),
    version: quote.version,
    currency: quote.currency,
    totalMinor: quote.totalMinor,
    expiresOn: quote.expiresOn,
    updatedAt: quote.updatedAt.toISOString(),
  };
}

async function view(db: Db, companyId: string, id: string): Promise<Quote> {
  const found = await repo.findQuote(db, companyId, id);
  if (!found) throw notFoundQuote();
  const { quote, jobName, jobStage, timeZone } = found;
  const [current, versions, acceptance] = await Promise.all([
    repo.findVersion(db, companyId, id, quote.version),
    repo.listVersions(db, companyId, id),
    repo.findAcceptance(db, companyId, id),
  ]);
  const choice = acceptance?.version === quote.version ? acceptance.choice : null;
  return {
    ...summaryOf(quote, timeZone),
    jobName,
    jobStage,
    pricesIncludeTax: quote.pricesIncludeTax,
    content: current!.content,
    totals: priced(current!.content, quote, choice),
    sentVersion: quote.sentVersion,
    sentAt: iso(quote.sentAt),
    viewedAt: iso(quote.viewedAt),
    acceptance: acceptance
      ? {
          version: acceptance.version,
          acceptedAt: acceptance.acceptedAt.toISOString(),
          by: acceptance.by,
          byName: acceptance.byName,
          choice: acceptance.choice,
          schedule: acceptance.scheduleIndex,
          totalMinor: acceptance.totalMinor,
        }
      : null,
    declinedAt: iso(quote.declinedAt),
    declineReason: quote.declineReason,
    versions: versions.map((v) => ({
      version: v.version,
      createdAt: v.createdAt.toISOString(),
      sentAt: iso(v.sentAt),
      totalMinor: v.totalMinor,
    })),
    createdAt: quote.createdAt.toISOString(),
  };
}

export async function getQuote(db: Db, scope: CompanyScope, id: string): Promise<Quote> {
  const quote = await view(db, scope.companyId, id);
  await readableJob(db, scope, quote.jobId);
  return quote;
}

export async function getQuoteVersion(db: Db, scope: CompanyScope, id: string, version: number) {
  const found = await repo.findQuote(db, scope.companyId, id);
  if (!found) throw notFoundQuote();
  await readableJob(db, scope, found.quote.jobId);
  const row = await repo.findVersion(db, scope.companyId, id, version);
  if (!row) throw new AppError('NotFound', T.versionNotFoundTitle, T.versionNotFound);
  return {
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    totalMinor: row.totalMinor,
    content: row.content,
    totals: priced(row.content, found.quote),
  };
}

/** Whether a lead or job has quotes (such a record stays in its company). */
export const jobHasQuotes = (db: Db, companyId: string, jobId: string) => repo.jobHasQuotes(db, companyId, jobId);

/** A lead's or job's quotes for its documents tab. */
export async function quotesOfJob(db: Db, companyId: string, jobId: string): Promise<QuoteSummary[]> {
  const rows = await repo.quotesOfJob(db, companyId, jobId);
  return rows.map(({ quote, timeZone }) => summaryOf(quote, timeZone));
}

export type FoundQuote = NonNullable<Awaited<ReturnType<typeof repo.findQuote>>>;

/** Runs `work` on the quote, its job locked first (then the quote): the job must be editable. */
export async function editQuote<R>(
  db: Db,
  scope: CompanyScope,
  id: string,
  updatedAt: string,
  work: (tx: Db, found: FoundQuote) => Promise<R>,
): Promise<Quote> {
  await db.transaction(async (tx) => {
    const before = await repo.findQuote(tx, scope.companyId, id);
    if (!before) throw notFoundQuote();
    await editableJob(tx, scope, before.quote.jobId);
    const found = (await repo.findQuote(tx, scope.companyId, id, true))!;
    if (isStale(found.quote, updatedAt)) throw stale();
    await work(tx, found);
  });
  return view(db, scope.companyId, id);
}

const activity = (tx: Db, scope: CompanyScope, quote: repo.QuoteRow, action: string) =>
  recordActivity(tx, {
    companyId: scope.companyId,
    subjectType: 'job',
    subjectId: quote.jobId,
    userId: scope.userId,
    action,
    details: { quoteId: quote.id, number: quote.number, version: quote.version },
  });

export async function createQuote(
  db: Db,
  scope: CompanyScope,
  body: { jobId: string; content: QuoteContent },
): Promise<Quote> {
  const id = await db.transaction(async (tx) => {
    await editableJob(tx, scope, body.jobId);
    const pricing = await repo.companyPricing(tx, scope.companyId);
    const totals = priced(body.content, pricing);
    // Numbers are per company: two new quotes of one company take theirs one after the other.
    await lockName(tx, `quotes:number:${scope.companyId}`);
    const quote = await repo.insertQuote(tx, scope.companyId, {
      jobId: body.jobId,
      kind: body.content.kind,
      currency: pricing.currency,
      pricesIncludeTax: pricing.pricesIncludeTax,
      title: body.content.title,
      totalMinor: totals.totalMinor,
      expiresOn: body.content.expiresOn,
    });
    await repo.insertVersion(tx, {
      companyId: scope.companyId,
      quoteId: quote.id,
      version: 1,
      content: body.content,
      totalMinor: totals.totalMinor,
    });
    await activity(tx, scope, quote, 'quote created');
    return quote.id;
  });
  return view(db, scope.companyId, id);
}

/**
 * The version rule: a draft's current version changes in place; once a version was sent, an edit
 * makes the next one (a draft until it is sent), so what the client saw stays as it was. An
 * accepted quote is frozen.
 */
export function updateQuote(
  db: Db,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; content: QuoteContent },
): Promise<Quote> {
  return editQuote(db, scope, id, body.updatedAt, async (tx, { quote }) => {
    if (quote.status === 'accepted') throw wrongState(T.acceptedFrozen);
    if (body.content.kind !== quote.kind) throw fieldError('content.kind', T.kindFixed);
    const totals = priced(body.content, quote);
    const current = await repo.findVersion(tx, scope.companyId, id, quote.version);
    const version = current!.sentAt ? quote.version + 1 : quote.version;
    const values = { content: body.content, totalMinor: totals.totalMinor };
    if (version === quote.version) {
      await repo.updateVersion(tx, { companyId: scope.companyId, quoteId: id, version }, values);
    } else {
      await repo.insertVersion(tx, { companyId: scope.companyId, quoteId: id, version, ...values });
    }
    await repo.updateQuote(tx, scope.companyId, id, {
      version,
      status: 'draft',
      title: body.content.title,
      totalMinor: totals.totalMinor,
      expiresOn: body.content.expiresOn,
      declinedAt: null,
      declineReason: null,
    });
  });
}

/**
 * Marks the current version sent, in the caller's transaction (send.ts adds the mail): it becomes
 * the version the client sees. An empty quote or one past its expiry date is refused.
 */
export async function markQuoteSent(tx: Db, scope: CompanyScope, found: FoundQuote) {
  const { quote, timeZone } = found;
  if (quote.status === 'accepted') throw wrongState(T.acceptedFrozen);
  const current = (await repo.findVersion(tx, scope.companyId, quote.id, quote.version))!;
  const content = current.content;
  const empty = content.kind === 'fixed' ? content.lines.length === 0 : content.packages.length === 0;
  if (empty) throw fieldError('content', content.kind === 'fixed' ? T.noLines : T.noPackages);
  if (content.expiresOn && content.expiresOn < todayIn(timeZone))
    throw fieldError('content.expiresOn', T.expiredOnSend);
  const now = new Date();
  await repo.updateVersion(tx, { companyId: scope.companyId, quoteId: quote.id, version: quote.version }, { sentAt: now });
  await repo.updateQuote(tx, scope.companyId, quote.id, {
    status: 'sent',
    sentVersion: quote.version,
    sentAt: now,
    viewedAt: null,
    declinedAt: null,
    declineReason: null,
  });
  await activity(tx, scope, quote, 'quote sent');
}

/** Who said yes: a member recording the client's answer, or the client in their portal. */
export type Acceptor =
  | { by: 'studio'; userId: string; name: string }
  | { by: 'client'; name: string; ipAddress: string; userAgent: string | null };

/** The answer to the sent version, in the caller's transaction: its choice must be one the quote allows. */
async function recordAcceptance(
  tx: Db,
  companyId: string,
  { quote, timeZone }: FoundQuote,
  body: { choice: QuoteChoice | null; schedule: number },
  acceptor: Acceptor,
) {
  const state = stateOf(quote, timeZone);
  if (state === 'accepted') throw wrongState(T.alreadyAccepted);
  if (state === 'expired') throw wrongState(T.expired);
  if (quote.status === 'declined' || quote.sentVersion === null || quote.sentVersion !== quote.version)
    throw wrongState(T.acceptSentOnly);
  const version = (await repo.findVersion(tx, companyId, quote.id, quote.version))!;
  const choice = version.content.kind === 'fixed' ? null : body.choice;
  if (version.content.kind === 'pick-and-choose') {
    if (!choice) throw fieldError('choice', T.choiceNeeded);
    const problem = choiceProblem(version.content, choice);
    if (problem) {
      const [field, message] = Object.entries(problem)[0]!;
      throw fieldError(`choice.${field}`, message);
    }
  }
  const offered = version.content.schedules.length;
  if (offered > 0 && body.schedule >= offered) throw fieldError('schedule', T.scheduleNeeded);
  const totals = priced(version.content, quote, choice);
  await repo.insertAcceptance(tx, {
    scheduleIndex: offered > 0 ? body.schedule : null,
    quoteId: quote.id,
    companyId,
    version: quote.version,
    by: acceptor.by,
    byUserId: acceptor.by === 'studio' ? acceptor.userId : null,
    byName: acceptor.name,
    ipAddress: acceptor.by === 'client' ? acceptor.ipAddress : null,
    userAgent: acceptor.by === 'client' ? acceptor.userAgent : null,
    choice,
    totalMinor: totals.totalMinor,
  });
  await repo.updateQuote(tx, companyId, quote.id, { status: 'accepted', totalMinor: totals.totalMinor });
  await recordActivity(tx, {
    companyId,
    subjectType: 'job',
    subjectId: quote.jobId,
    userId: acceptor.by === 'studio' ? acceptor.userId : null,
    action: 'quote accepted',
    details: { quoteId: quote.id, number: quote.number, version: quote.version, by: acceptor.by },
  });
}

/** The studio records the client's yes to the sent version. */
export function acceptQuote(
  db: Db,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; choice: QuoteChoice | null; schedule: number },
  byName: string,
): Promise<Quote> {
  return editQuote(db, scope, id, body.updatedAt, (tx, found) =>
    recordAcceptance(tx, scope.companyId, found, body, { by: 'studio', userId: scope.userId, name: byName }),
  );
}

/**
 * The client's own answer from the portal, to the version they read (a newer one sent since is
 * StaleVersion), under the same locks as the studio's edits: the job first, then the quote.
 */
export async function answerQuoteAsClient(
  db: Db,
  companyId: string,
  id: string,
  version: number,
  answer: (tx: Db, found: FoundQuote) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const before = await repo.findQuote(tx, companyId, id);
    if (!before || before.quote.sentVersion === null) throw notFoundQuote();
    await editableJobOfCompany(tx, companyId, before.quote.jobId);
    const found = (await repo.findQuote(tx, companyId, id, true))!;
    if (found.quote.sentVersion !== version) throw quoteChangedForClient();
    await answer(tx, found);
    return found.quote.jobId;
  });
}

export const acceptAsClient = (tx: Db, companyId: string, found: FoundQuote, body: { choice: QuoteChoice | null; schedule: number }, acceptor: Extract<Acceptor, { by: 'client' }>) =>
  recordAcceptance(tx, companyId, found, body, acceptor);

/** The client declines the version they read; an accepted quote stays accepted. */
export async function declineAsClient(tx: Db, companyId: string, { quote }: FoundQuote, reason: string) {
  if (quote.status === 'accepted') throw wrongState(T.alreadyAccepted);
  if (quote.status === 'declined') throw wrongState(T.alreadyDeclined);
  await repo.updateQuote(tx, companyId, quote.id, { status: 'declined', declinedAt: new Date(), declineReason: reason });
  await recordActivity(tx, {
    companyId,
    subjectType: 'job',
    subjectId: quote.jobId,
    userId: null,
    action: 'quote declined',
    details: { quoteId: quote.id, number: quote.number, version: quote.version, by: 'client' },
  });
}

export function declineQuote(
  db: Db,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; reason: string },
): Promise<Quote> {
  return editQuote(db, scope, id, body.updatedAt, async (tx, { quote }) => {
    if (quote.status === 'accepted') throw wrongState(T.alreadyAccepted);
    if (quote.sentVersion === null) throw wrongState(T.declineSentOnly);
    await repo.updateQuote(tx, scope.companyId, id, {
      status: 'declined',
      declinedAt: new Date(),
      declineReason: body.reason,
    });
    await activity(tx, scope, quote, 'quote declined');
  });
}

/** Only a quote never sent is deleted: one the client received is a record (decline it instead). */
export async function deleteQuote(db: Db, scope: CompanyScope, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findQuote(tx, scope.companyId, id);
    if (!before) throw notFoundQuote();
    await editableJob(tx, scope, before.quote.jobId);
    const found = (await repo.findQuote(tx, scope.companyId, id, true))!;
    if (found.quote.sentVersion !== null) throw wrongState(T.deleteSent);
    await repo.deleteQuote(tx, scope.companyId, id);
    await activity(tx, scope, found.quote, 'quote deleted');
  });
}

/**
 * What an invoice made from the quote copies: an accepted quote's accepted version, choice and
 * schedule; or, on the studio's say (`unaccepted`), the current version at its default choice. The
 * caller's transaction holds the quote; its job must be editable.
 */
export async function quoteForInvoice(
  tx: Db,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; unaccepted: boolean },
) {
  const before = await repo.findQuote(tx, scope.companyId, id);
  if (!before) throw notFoundQuote();
  await editableJob(tx, scope, before.quote.jobId);
  const { quote } = (await repo.findQuote(tx, scope.companyId, id, true))!;
  if (isStale(quote, body.updatedAt)) throw stale();
  const acceptance = await repo.findAcceptance(tx, scope.companyId, id);
  if (!acceptance && !body.unaccepted) throw wrongState(T.invoiceNeedsAcceptance);
  if (quote.status === 'declined' && !acceptance) throw wrongState(T.invoiceDeclined);
  const version = (await repo.findVersion(tx, scope.companyId, id, acceptance?.version ?? quote.version))!;
  return {
    jobId: quote.jobId,
    currency: quote.currency,
    pricesIncludeTax: quote.pricesIncludeTax,
    content: version.content,
    choice: acceptance?.choice ?? null,
    scheduleIndex: acceptance?.scheduleIndex ?? null,
    acceptedOn: acceptance ? isoToZoned(acceptance.acceptedAt, before.timeZone).day : null,
  };
}


/** Every link mailed for the quote stops opening it; answers how many did. */
export async function revokeQuoteLinks(db: Db, scope: CompanyScope, id: string): Promise<number> {
  const found = await repo.findQuote(db, scope.companyId, id);
  if (!found) throw notFoundQuote();
  await readableJob(db, scope, found.quote.jobId);
  return revokeDocumentLinks(db, { companyId: scope.companyId, kind: 'quote', documentId: id });
}

/** The company's quotes, every state (the support chat's company data). */
export const countQuotes = (db: Db, companyId: string) => repo.countQuotes(db, companyId);

/** A lead's or job's quotes, counted (its profile's documents tab). */
export const countJobQuotes = (db: Db, companyId: string, jobId: string) => repo.countJobQuotes(db, companyId, jobId);

/** The quotes of a client's leads and jobs, newest first (the client's documents). */
export async function quotesOfClient(db: Db, companyId: string, clientId: string, limit: number) {
  const rows = await repo.quotesOfClient(db, companyId, clientId, limit);
  return rows.map(({ quote, timeZone }) => summaryOf(quote, timeZone));
}
