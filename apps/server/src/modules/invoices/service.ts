import {
  type Invoice,
  type InvoiceContent,
  type InvoiceParty,
  type InvoiceState,
  type InvoiceSummary,
  type PublicDocument,
  type MoneyOwed,
} from '@focal/contracts';
import type { NumberingSetting } from '@focal/contracts/documents/numbering-schema';
import { instalmentsAfterCredit } from '@focal/contracts/invoices/credit';
import { invoiceContentFromQuote } from '@focal/contracts/invoices/from-quote';
import { computeDocument } from '@focal/contracts/money/document';
import { MoneyInputError } from '@focal/contracts/money/money-input-error';
import { computeSchedule, instalmentStatus, scheduleCanChange } from '@focal/contracts/money/schedule';
import type { ScheduleRule } from '@focal/contracts/money/schedule-rule';
import { todayIn } from '@focal/contracts/zoned-time';
import { creditNoteSeries, invoiceSeries } from '../../db/numbering-series.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { decodeCursor, encodeCursor } from '../../http/keyset-cursor.ts';
import { fieldError } from '../../http/validation.ts';
import { recordActivity } from '../activity/record.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { revokeDocumentLinks } from '../documents/links.ts';
import { numberingView, saveNumbering, takeNextNumber } from '../documents/numbering.ts';
import { editableJob, readableJob } from '../jobs/service.ts';
import { quoteForInvoice } from '../quotes/service.ts';
import { InvoiceText as T } from './messages.ts';
import * as paymentsRepo from './payments/repo.ts';
import * as repo from './repo.ts';
import { isStale } from '../../lib/stale-version.ts';

const iso = (at: Date | null) => at?.toISOString() ?? null;

type Pricing = { currency: string; pricesIncludeTax: boolean };

/** The figures of content; input the arithmetic refuses names its field (400). */
function priced(content: InvoiceContent, pricing: Pricing) {
  try {
    return computeDocument({ ...pricing, lines: content.lines, discount: content.discount });
  } catch (error) {
    if (error instanceof MoneyInputError) throw fieldError(['content', ...error.path].join('.'), error.reason);
    throw error;
  }
}

/** The schedule in force: as changed after issue, else the content's, else one instalment for all. */
function ruleOf(row: repo.InvoiceRow): ScheduleRule {
  const { content } = row;
  return row.scheduleOverride ?? content.schedule ?? {
    instalments: [
      {
        amount: { kind: 'balance' as const },
        due: content.dueOn ? { kind: 'fixed-date' as const, date: content.dueOn } : { kind: 'on-acceptance' as const },
      },
    ],
  };
}

/** The instalments as of today: the schedule's, or one for the whole total (due on its day, or on issue). */
function instalmentsOf(row: repo.InvoiceRow, mainDate: string | null, today: string) {
  const issued = row.issuedOn;
  const schedule = computeSchedule(ruleOf(row), {
    totalMinor: row.totalMinor,
    currency: row.currency,
    acceptedOn: row.bookedOn ?? issued,
    mainDate,
    paidMinor: row.paidMinor,
  });
  // A credit note takes its total off the last instalments first: a deposit stays due.
  const amounts = instalmentsAfterCredit(
    schedule.instalments.map((i) => i.amountMinor),
    row.creditedMinor,
  );
  const credited = {
    ...schedule,
    totalMinor: Math.max(0, schedule.totalMinor - row.creditedMinor),
    instalments: schedule.instalments.map((i, index) => ({ ...i, amountMinor: amounts[index]! })),
  };
  return instalmentStatus(credited, row.paidMinor, today);
}

/** The due day of the first instalment still owed (null: nothing owed, or no day known yet). */
function nextDueOf(status: ReturnType<typeof instalmentsOf>): string | null {
  const owed = status.instalments.filter((i) => i.outstandingMinor > 0 && i.dueOn !== null);
  return owed.map((i) => i.dueOn!).sort()[0] ?? null;
}

function stateOf(row: repo.InvoiceRow, overdueMinor: number): InvoiceState {
  if (row.status === 'draft' || row.status === 'void') return row.status;
  // Settled: paid, or credited (a fully credited invoice reads as paid: nothing is owed on it).
  if (row.paidMinor + row.creditedMinor >= row.totalMinor) return 'paid';
  if (overdueMinor > 0) return 'overdue';
  if (row.paidMinor > 0) return 'partially-paid';
  return row.viewedAt ? 'viewed' : 'sent';
}

function summaryOf(found: Pick<repo.FoundInvoice, 'invoice' | 'jobName' | 'mainDate' | 'timeZone'>) {
  const { invoice: row } = found;
  const status = instalmentsOf(row, found.mainDate, todayIn(found.timeZone));
  const summary: InvoiceSummary = {
    id: row.id,
    number: row.number,
    jobId: row.jobId,
    jobName: found.jobName,
    title: row.title,
    status: stateOf(row, row.status === 'sent' ? status.overdueMinor : 0),
    currency: row.currency,
    totalMinor: row.totalMinor,
    paidMinor: row.paidMinor,
    balanceMinor: row.totalMinor - row.paidMinor - row.creditedMinor,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    updatedAt: row.updatedAt.toISOString(),
  };
  return { summary, status };
}

type CreditNoteRow = Awaited<ReturnType<typeof repo.creditNotesOf>>[number];

function viewOf(found: repo.FoundInvoice, notes: CreditNoteRow[] = []): Invoice {
  const { invoice: row } = found;
  const { summary, status } = summaryOf(found);
  const { lines: _lines, currency: _currency, ...totals } = priced(row.content, row);
  return {
    ...summary,
    jobStage: found.jobStage,
    quoteId: row.quoteId,
    pricesIncludeTax: row.pricesIncludeTax,
    content: row.content,
    totals,
    instalments: status.instalments.map((i) => ({
      label: i.label,
      amountMinor: i.amountMinor,
      dueOn: i.dueOn,
      paidMinor: i.paidMinor,
      state: i.state,
    })),
    schedule: ruleOf(row) as Invoice['schedule'],
    scheduleCanChange: row.status === 'sent' && scheduleCanChange(status, row.paidMinor),
    seller: row.seller,
    buyer: row.buyer,
    sentAt: iso(row.sentAt),
    viewedAt: iso(row.viewedAt),
    voidedAt: iso(row.voidedAt),
    voidReason: row.voidReason,
    creditedMinor: row.creditedMinor,
    creditNotes: notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
    createdAt: row.createdAt.toISOString(),
  };
}

async function view(db: Db, companyId: string, id: string): Promise<Invoice> {
  const found = await repo.findInvoice(db, companyId, id);
  if (!found) throw notFound();
  return viewOf(found, await notesOf(db, found));
}

/** Its credit notes; none to read while nothing is credited (most invoices). */
const notesOf = (db: Db, { invoice }: repo.FoundInvoice) =>
  invoice.creditedMinor > 0 ? repo.creditNotesOf(db, invoice.companyId, invoice.id) : Promise.resolve([]);

const notFound = () => new AppError('NotFound', T.notFoundTitle, T.notFound);
const stale = () => new AppError('StaleVersion', T.staleTitle, T.stale);
const wrongState = (message: string) => new AppError('Conflict', T.wrongStateTitle, message);

export async function getInvoice(db: Db, scope: CompanyScope, id: string): Promise<Invoice> {
  const invoice = await view(db, scope.companyId, id);
  await readableJob(db, scope, invoice.jobId);
  return invoice;
}

export async function listInvoices(
  db: Db,
  scope: CompanyScope,
  query: { filter: repo.ListFilter; limit: number; cursor?: string | undefined },
) {
  const after = decodeCursor(query.cursor, 'cursor');
  const rows = await repo.listInvoices(db, scope.companyId, query.filter, { limit: query.limit + 1, after });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map((row) => summaryOf(row).summary),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.invoice.id }) : null,
  };
}

/** A lead's or job's invoices for its documents tab. */
export async function invoicesOfJob(db: Db, companyId: string, jobId: string): Promise<InvoiceSummary[]> {
  return (await repo.invoicesOfJob(db, companyId, jobId)).map((row) => summaryOf(row).summary);
}

/** Whether a lead or job has invoices (such a record stays in its company). */
export const jobHasInvoices = (db: Db, companyId: string, jobId: string) => repo.jobHasInvoices(db, companyId, jobId);

const activity = (tx: Db, scope: CompanyScope, row: repo.InvoiceRow, action: string) =>
  recordActivity(tx, {
    companyId: scope.companyId,
    subjectType: 'job',
    subjectId: row.jobId,
    userId: scope.userId,
    action,
    details: { invoiceId: row.id, number: row.number },
  });

async function insertDraft(
  tx: Db,
  scope: CompanyScope,
  values: { jobId: string; content: InvoiceContent; pricing: Pricing; quoteId?: string; bookedOn?: string | null },
) {
  const totals = priced(values.content, values.pricing);
  const row = await repo.insertInvoice(tx, scope.companyId, {
    jobId: values.jobId,
    quoteId: values.quoteId ?? null,
    bookedOn: values.bookedOn ?? null,
    currency: values.pricing.currency,
    pricesIncludeTax: values.pricing.pricesIncludeTax,
    content: values.content,
    title: values.content.title,
    totalMinor: totals.totalMinor,
  });
  await activity(tx, scope, row, 'invoice created');
  return row.id;
}

export async function createInvoice(
  db: Db,
  scope: CompanyScope,
  body: { jobId: string; content: InvoiceContent },
): Promise<Invoice> {
  const id = await db.transaction(async (tx) => {
    await editableJob(tx, scope, body.jobId);
    const { currency, pricesIncludeTax } = await repo.pricingOf(tx, scope.companyId);
    const pricing = { currency, pricesIncludeTax };
    return insertDraft(tx, scope, { jobId: body.jobId, content: body.content, pricing });
  });
  return view(db, scope.companyId, id);
}

/** An invoice from a quote: the accepted choice's lines and the schedule chosen, as a draft. */
export async function makeInvoiceFromQuote(
  db: Db,
  scope: CompanyScope,
  quoteId: string,
  body: { updatedAt: string; unaccepted: boolean },
): Promise<Invoice> {
  const id = await db.transaction(async (tx) => {
    const quote = await quoteForInvoice(tx, scope, quoteId, body);
    const content = invoiceContentFromQuote(quote.content, quote.choice, quote.scheduleIndex);
    return insertDraft(tx, scope, {
      jobId: quote.jobId,
      content,
      pricing: quote,
      quoteId,
      bookedOn: quote.acceptedOn,
    });
  });
  return view(db, scope.companyId, id);
}

/** Runs `work` on the invoice, its job locked first (it must be editable), then the invoice. */
export function editInvoice(
  db: Db,
  scope: CompanyScope,
  id: string,
  /** The version the studio saw: changed since, StaleVersion. */
  updatedAt: string,
  work: (tx: Db, found: repo.FoundInvoice) => Promise<void>,
): Promise<Invoice> {
  return lockedInvoice(db, scope, id, 'edit', async (tx, found) => {
    if (isStale(found.invoice, updatedAt)) throw stale();
    await work(tx, found);
  });
}

/**
 * Runs money received or given back (a payment, a refund) on the invoice, locked as an edit is but
 * with no version (another tab's edit does not stop money arriving) and on any record the member
 * may read: a client pays after the wedding, when the job is completed or archived.
 */
export type FoundInvoice = repo.FoundInvoice;

/** The invoice, locked, in a transaction the caller holds (a card payment's settle step). */
export const lockedInvoiceIn = (tx: Db, companyId: string, id: string) => repo.findInvoice(tx, companyId, id, true);

export function settleInvoice(
  db: Db,
  scope: CompanyScope,
  id: string,
  work: (tx: Db, found: repo.FoundInvoice) => Promise<void>,
): Promise<Invoice> {
  return lockedInvoice(db, scope, id, 'read', work);
}

async function lockedInvoice(
  db: Db,
  scope: CompanyScope,
  id: string,
  job: 'edit' | 'read',
  work: (tx: Db, found: repo.FoundInvoice) => Promise<void>,
): Promise<Invoice> {
  await db.transaction(async (tx) => {
    const before = await repo.findInvoice(tx, scope.companyId, id);
    if (!before) throw notFound();
    if (job === 'edit') await editableJob(tx, scope, before.invoice.jobId);
    else await readableJob(tx, scope, before.invoice.jobId, true);
    await work(tx, (await repo.findInvoice(tx, scope.companyId, id, true))!);
  });
  return view(db, scope.companyId, id);
}

export function updateInvoice(
  db: Db,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; content: InvoiceContent },
): Promise<Invoice> {
  return editInvoice(db, scope, id, body.updatedAt, async (tx, { invoice }) => {
    if (invoice.status !== 'draft') throw wrongState(T.issuedFrozen);
    const totals = priced(body.content, invoice);
    await repo.updateInvoice(tx, scope.companyId, id, {
      content: body.content,
      title: body.content.title,
      totalMinor: totals.totalMinor,
    });
  });
}

const addressLines = (address: Record<string, string | null | undefined>) =>
  [address.line1, address.line2, [address.postalCode, address.city].filter(Boolean).join(' '), address.region, address.country]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));

/** Who a document's mail goes to: the record's main client, when it has an address. */
export async function recipientOf(db: Db, companyId: string, jobId: string) {
  const buyer = await repo.buyerOf(db, companyId, jobId);
  const contact = buyer?.contacts[0];
  return contact?.email
    ? { clientId: buyer!.id, email: contact.email, firstName: contact.firstName, fullName: buyer!.displayName }
    : null;
}

/** The studio's details and the record's main client's, as an invoice prints them now. */
export async function partiesOf(db: Db, companyId: string, jobId: string) {
  const seller = await repo.sellerOf(db, companyId);
  const buyer = await repo.buyerOf(db, companyId, jobId);
  return {
    seller: {
      name: seller.name,
      email: seller.email,
      address: addressLines(seller.address),
      taxNumber: seller.taxNumber,
    } satisfies InvoiceParty,
    buyer: buyer
      ? ({
          name: buyer.displayName,
          email: buyer.contacts[0]?.email ?? null,
          address: addressLines(buyer.address),
          taxNumber: null,
        } satisfies InvoiceParty)
      : null,
  };
}

/**
 * Issues a draft, in the caller's transaction (send.ts adds the mail): the company's next number
 * under its numbering row's lock (so two invoices issued at once never share or skip one, and a
 * rolled-back issue gives its number back), today's date in the company's zone, and copies of both
 * parties' details.
 */
export async function issueInvoice(tx: Db, scope: CompanyScope, found: repo.FoundInvoice) {
  const id = found.invoice.id;
  const { invoice } = found;
  if (invoice.status !== 'draft') throw wrongState(T.alreadyIssued);
  if (invoice.content.lines.length === 0) throw fieldError('content.lines', T.noLines);
  const issuedOn = todayIn(found.timeZone);
  const { number, seq, period, taken } = await takeNextNumber(tx, invoiceSeries, scope.companyId, issuedOn);
  // A pattern changed back to an old one could meet a number already issued: say so, never a 500.
  if (taken) throw wrongState(T.numberTakenOnIssue(number));
  const status = instalmentsOf({ ...invoice, issuedOn }, found.mainDate, issuedOn);
  const { instalments } = status;
  const buyer = await repo.buyerOf(tx, scope.companyId, invoice.jobId);
  await repo.updateInvoice(tx, scope.companyId, id, {
    status: 'sent',
    number,
    numberSeq: seq,
    numberPeriod: period,
    issuedOn,
    dueOn: instalments.at(-1)?.dueOn ?? null,
    nextDueOn: nextDueOf(status),
    sentAt: new Date(),
    ...(await partiesOf(tx, scope.companyId, invoice.jobId)),
    clientId: buyer?.id ?? null,
  });
  if (buyer) await repo.refreshOpenBalance(tx, scope.companyId, buyer.id);
  await activity(tx, scope, { ...invoice, number }, 'invoice sent');
}

export function voidInvoice(
  db: Db,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; reason: string },
): Promise<Invoice> {
  return editInvoice(db, scope, id, body.updatedAt, async (tx, { invoice }) => {
    if (invoice.status === 'draft') throw wrongState(T.voidDraft);
    if (invoice.status === 'void') throw wrongState(T.alreadyVoid);
    if (invoice.paidMinor > 0) throw wrongState(T.voidPaid);
    // Voiding would correct it a second time: what is left is credited instead.
    if (invoice.creditedMinor > 0) throw wrongState(T.voidCredited);
    await repo.updateInvoice(tx, scope.companyId, id, {
      status: 'void',
      voidedAt: new Date(),
      voidReason: body.reason,
    });
    if (invoice.clientId) await repo.refreshOpenBalance(tx, scope.companyId, invoice.clientId);
    await activity(tx, scope, invoice, 'invoice voided');
  });
}

/**
 * A credit note was issued or a payment recorded for the invoice, in the caller's transaction
 * (credit-notes/, payments/): its credited or paid total, the next day anything is still due on
 * it, and its client's open balance.
 */
export async function recordSettlement(
  tx: Db,
  scope: Pick<CompanyScope, 'companyId'>,
  found: repo.FoundInvoice,
  change: { creditedMinor: number } | { paidMinor: number },
) {
  const { invoice } = found;
  const status = instalmentsOf({ ...invoice, ...change }, found.mainDate, todayIn(found.timeZone));
  await repo.updateInvoice(tx, scope.companyId, invoice.id, { ...change, nextDueOn: nextDueOf(status) });
  if (invoice.clientId) await repo.refreshOpenBalance(tx, scope.companyId, invoice.clientId);
}

/**
 * An issued invoice's schedule changed (issue 32: "a schedule can change until its first
 * instalment is paid" in full): the issued content stays frozen, the new rule is kept beside it,
 * and its due days and next due day follow at once.
 */
export function changeInvoiceSchedule(
  db: Db,
  scope: CompanyScope,
  id: string,
  body: { updatedAt: string; schedule: ScheduleRule },
): Promise<Invoice> {
  return editInvoice(db, scope, id, body.updatedAt, async (tx, found) => {
    const { invoice } = found;
    if (invoice.status === 'draft') throw wrongState(T.scheduleDraft);
    if (invoice.status !== 'sent') throw wrongState(T.scheduleNotOpen);
    const today = todayIn(found.timeZone);
    if (!scheduleCanChange(instalmentsOf(invoice, found.mainDate, today), invoice.paidMinor))
      throw wrongState(T.schedulePaid);
    const status = instalmentsOf({ ...invoice, scheduleOverride: body.schedule }, found.mainDate, today);
    await repo.updateInvoice(tx, scope.companyId, id, {
      scheduleOverride: body.schedule,
      dueOn: status.instalments.at(-1)?.dueOn ?? null,
      nextDueOn: nextDueOf(status),
    });
    await activity(tx, scope, invoice, 'invoice schedule changed');
  });
}

/** Only a draft is deleted: an issued invoice is a record with a number (void it). */
export async function deleteInvoice(db: Db, scope: CompanyScope, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findInvoice(tx, scope.companyId, id);
    if (!before) throw notFound();
    await editableJob(tx, scope, before.invoice.jobId);
    const found = (await repo.findInvoice(tx, scope.companyId, id, true))!;
    if (found.invoice.status !== 'draft') throw wrongState(T.deleteIssued);
    await repo.deleteInvoice(tx, scope.companyId, id);
    await activity(tx, scope, found.invoice, 'invoice deleted');
  });
}

export async function getInvoiceNumbering(db: Db, scope: CompanyScope) {
  const { timeZone } = await repo.pricingOf(db, scope.companyId);
  return numberingView(db, invoiceSeries, scope.companyId, timeZone);
}

/** A new pattern, next number or reset (documents/numbering.ts: never a number already issued). */
export async function updateInvoiceNumbering(db: Db, scope: CompanyScope, body: NumberingSetting) {
  const { timeZone } = await repo.pricingOf(db, scope.companyId);
  const texts = { taken: T.numberTaken, sharedPattern: T.patternOfCreditNotes };
  return saveNumbering(db, invoiceSeries, scope.companyId, timeZone, body, texts, creditNoteSeries);
}

/** An issued invoice of the company, as the studio would read it (no member's scope: a link's). */
export async function issuedInvoice(db: Db, companyId: string, id: string): Promise<Invoice | undefined> {
  const found = await repo.findInvoice(db, companyId, id);
  return found && found.invoice.status !== 'draft' ? viewOf(found, await notesOf(db, found)) : undefined;
}

/**
 * An issued invoice as its client reads it through a link or the portal; the first opening marks it
 * viewed, unless the studio's portal preview reads it (`asClient` false).
 */
export async function publicInvoice(
  db: Db,
  companyId: string,
  id: string,
  { asClient } = { asClient: true },
): Promise<PublicDocument | undefined> {
  const found = await repo.findInvoice(db, companyId, id);
  if (!found || found.invoice.status === 'draft') return undefined;
  if (!found.invoice.viewedAt && asClient) {
    await repo.updateInvoice(db, companyId, id, { viewedAt: new Date() });
    // The studio sees its client's first look in the record's activity, as a quote's.
    await recordActivity(db, {
      companyId,
      subjectType: 'job',
      subjectId: found.invoice.jobId,
      userId: null,
      action: 'invoice viewed',
      details: { invoiceId: id, number: found.invoice.number },
    });
    found.invoice = { ...found.invoice, viewedAt: new Date() };
  }
  const view = viewOf(found, await notesOf(db, found));
  return {
    kind: 'invoice',
    title: view.title,
    currency: view.currency,
    pricesIncludeTax: view.pricesIncludeTax,
    seller: view.seller!,
    buyer: view.buyer,
    // An invoice saved before messages were has none.
    message: view.content.message ?? '',
    number: view.number!,
    status: view.status,
    content: view.content,
    totals: view.totals,
    instalments: view.instalments,
    issuedOn: view.issuedOn!,
    dueOn: view.dueOn,
    paidMinor: view.paidMinor,
    creditedMinor: view.creditedMinor,
    creditNotes: view.creditNotes.map(({ id, number, issuedOn, totalMinor }) => ({ id, number, issuedOn, totalMinor })),
    balanceMinor: view.balanceMinor,
  };
}

/** Every link mailed for the invoice stops opening it; answers how many did. */
export async function revokeInvoiceLinks(db: Db, scope: CompanyScope, id: string): Promise<number> {
  const found = await repo.findInvoice(db, scope.companyId, id);
  if (!found) throw notFound();
  await readableJob(db, scope, found.invoice.jobId);
  return revokeDocumentLinks(db, { companyId: scope.companyId, kind: 'invoice', documentId: id });
}

/** The company's issued invoices (the support chat's company data). */
export const countIssuedInvoices = (db: Db, companyId: string) => repo.countIssuedInvoices(db, companyId);

/** A lead's or job's invoices, counted (its profile's documents tab). */
export const countJobInvoices = (db: Db, companyId: string, jobId: string) =>
  repo.countJobInvoices(db, companyId, jobId);

/** A client merged into another: its invoices, payments (its credit) and open balance go with it (clients' merge calls this). */
export async function mergeClientInvoices(tx: Db, companyId: string, from: string, to: string) {
  await repo.repointClient(tx, companyId, from, to);
  await paymentsRepo.repointClient(tx, companyId, from, to);
  await repo.refreshOpenBalance(tx, companyId, from);
  await repo.refreshOpenBalance(tx, companyId, to);
}

/** The invoices of a client's leads and jobs, newest first (the client's documents). */
export async function invoicesOfClient(db: Db, companyId: string, clientId: string, limit: number) {
  return (await repo.invoicesOfClient(db, companyId, clientId, limit)).map((row) => summaryOf(row).summary);
}

const REFRESH_BATCH = 500;

/**
 * The daily refresh (INVOICE_DUE_REFRESH): every owed invoice's next due day read again from its
 * schedule, so a lead's or job's moved main date moves what is due and overdue. Returns how many
 * changed. Tests call it directly.
 */
export async function refreshNextDue(db: Db): Promise<number> {
  let changed = 0;
  for (let after: string | null = null; ;) {
    const rows = await repo.owedInvoicesAfter(db, after, REFRESH_BATCH);
    for (const { invoice, mainDate } of rows) {
      // The day only matters to the states, not to the due days themselves.
      const next = nextDueOf(instalmentsOf(invoice, mainDate, invoice.issuedOn ?? '2000-01-01'));
      if (next === invoice.nextDueOn) continue;
      await repo.setNextDue(db, invoice.companyId, invoice.id, next);
      changed += 1;
    }
    if (rows.length < REFRESH_BATCH) return changed;
    after = rows.at(-1)!.invoice.id;
  }
}

/**
 * A page of the company's owed invoices whose next due day is on or before `until`, each with its
 * instalments as of `today` (payment reminders). Paid instalments come back with nothing
 * outstanding; an instalment after the next due one may fall due later than `until`.
 */
export async function owedInstalments(
  db: Db,
  companyId: string,
  days: { until: string; today: string },
  page: { after: { dueOn: string; id: string } | null; limit: number },
) {
  const rows = await repo.owedInvoicesDueBy(db, companyId, days.until, page);
  return rows.map(({ invoice, mainDate, jobName }) => ({
    id: invoice.id,
    jobId: invoice.jobId,
    jobName,
    number: invoice.number ?? '',
    currency: invoice.currency,
    studioName: invoice.seller?.name ?? '',
    /** The page's keyset. */
    nextDueOn: invoice.nextDueOn!,
    instalments: instalmentsOf(invoice, mainDate, days.today).instalments.map((i) => ({
      dueOn: i.dueOn,
      outstandingMinor: i.outstandingMinor,
    })),
  }));
}

const DUE_SOON_DAYS = 14;
const DASHBOARD_OVERDUE_MAX = 5;

/** The dashboard's money: what is owed, overdue and due within two weeks, and the longest overdue. */
export async function moneyOwedOf(db: Db, companyId: string): Promise<MoneyOwed> {
  const [owed, overdue] = await Promise.all([
    repo.moneyOwed(db, companyId, DUE_SOON_DAYS),
    repo.overdueInvoices(db, companyId, DASHBOARD_OVERDUE_MAX),
  ]);
  return {
    currency: owed.currency,
    dueSoonDays: DUE_SOON_DAYS,
    open: { count: owed.openCount, balanceMinor: Number(owed.openMinor) },
    overdue: { count: owed.overdueCount, balanceMinor: Number(owed.overdueMinor) },
    dueSoon: { count: owed.dueSoonCount },
    overdueInvoices: overdue.map((found) => ({
      ...summaryOf(found).summary,
      clientName: found.clientName,
      overdueSince: found.invoice.nextDueOn!,
    })),
  };
}
