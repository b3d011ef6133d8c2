import type { CreateCreditNoteRequest, CreditNote, InvoiceCredits } from '@focal/contracts/invoices/credit-notes';
import type { NumberingSetting } from '@focal/contracts/documents/numbering-schema';
import { computeCredit, creditableLines, type CreditRequest } from '@focal/contracts/invoices/credit';
import { MoneyInputError } from '@focal/contracts/money/money-input-error';
import { todayIn } from '@focal/contracts/zoned-time';
import { creditNoteSeries, invoiceSeries } from '../../../db/numbering-series.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { fieldError } from '../../../http/validation.ts';
import { recordActivity } from '../../activity/record.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { numberingView, saveNumbering, takeNextNumber } from '../../documents/numbering.ts';
import { readableJob } from '../../jobs/service.ts';
import { type FoundInvoice, pricingOf } from '../repo.ts';
import { editInvoice, getInvoice, recordSettlement } from '../service.ts';
import { CreditNoteText as T } from './messages.ts';
import * as repo from './repo.ts';

type CreateBody = Omit<CreateCreditNoteRequest, 'credit'> & { credit: CreditRequest };

const wrongState = (message: string) => new AppError('Conflict', T.wrongStateTitle, message);
const notFound = () => new AppError('NotFound', T.notFoundTitle, T.notFound);

const invoiceForCredit = ({ invoice }: Pick<FoundInvoice, 'invoice'>) => ({
  currency: invoice.currency,
  pricesIncludeTax: invoice.pricesIncludeTax,
  lines: invoice.content.lines,
  discount: invoice.content.discount,
});

/** The note's figures; what the arithmetic refuses names its field (400), nothing left is Conflict. */
function figuresOf(found: FoundInvoice, earlier: Awaited<ReturnType<typeof repo.earlierCredits>>, credit: CreditRequest) {
  try {
    return computeCredit(invoiceForCredit(found), earlier, credit);
  } catch (error) {
    if (!(error instanceof MoneyInputError)) throw error;
    if (error.path.length === 0) throw wrongState(T.nothingLeft);
    throw fieldError(error.path.join('.'), error.reason);
  }
}

/**
 * Issues a credit note for an issued, unvoided invoice, in one transaction: the invoice locked on
 * the version the studio saw, what is left to credit checked, the company's next credit note
 * number under its own counter's lock (gapless; a rolled-back note gives it back), today in the
 * company's zone, the invoice's parties copied; the invoice's credited total, next due day and its
 * client's open balance follow.
 */
export async function createCreditNote(db: Db, scope: CompanyScope, invoiceId: string, body: CreateBody) {
  let noteId = '';
  await editInvoice(db, scope, invoiceId, body.updatedAt, async (tx, found) => {
    const { invoice } = found;
    if (invoice.status === 'draft') throw wrongState(T.draft);
    if (invoice.status === 'void') throw wrongState(T.void);
    const figures = figuresOf(found, await repo.earlierCredits(tx, scope.companyId, invoiceId), body.credit);
    const issuedOn = todayIn(found.timeZone);
    const { number, seq, period, taken } = await takeNextNumber(tx, creditNoteSeries, scope.companyId, issuedOn);
    if (taken) throw wrongState(T.numberTaken(number));
    noteId = await repo.insertCreditNote(tx, scope.companyId, {
      invoiceId,
      number,
      numberSeq: seq,
      numberPeriod: period,
      issuedOn,
      currency: invoice.currency,
      pricesIncludeTax: invoice.pricesIncludeTax,
      reason: body.reason,
      lines: figures.lines,
      taxes: figures.taxes,
      netMinor: figures.netMinor,
      taxMinor: figures.taxMinor,
      totalMinor: figures.totalMinor,
      seller: invoice.seller!,
      buyer: invoice.buyer,
    });
    await recordSettlement(tx, scope, found, { creditedMinor: invoice.creditedMinor + figures.totalMinor });
    await recordActivity(tx, {
      companyId: scope.companyId,
      subjectType: 'job',
      subjectId: invoice.jobId,
      userId: scope.userId,
      action: 'credit note issued',
      details: { invoiceId, number: invoice.number, creditNoteId: noteId, creditNoteNumber: number },
    });
  });
  return getCreditNote(db, scope, noteId);
}

function viewOf({ note, invoiceNumber, jobId }: repo.FoundCreditNote): CreditNote {
  return {
    id: note.id,
    number: note.number,
    issuedOn: note.issuedOn,
    currency: note.currency,
    totalMinor: note.totalMinor,
    reason: note.reason,
    createdAt: note.createdAt.toISOString(),
    invoiceId: note.invoiceId,
    invoiceNumber: invoiceNumber!,
    jobId,
    pricesIncludeTax: note.pricesIncludeTax,
    lines: note.lines,
    taxes: note.taxes,
    netMinor: note.netMinor,
    taxMinor: note.taxMinor,
    seller: note.seller,
    buyer: note.buyer,
  };
}

/** A credit note of the company, for a member who may read its lead or job. */
export async function getCreditNote(db: Db, scope: CompanyScope, id: string): Promise<CreditNote> {
  const found = await repo.findCreditNote(db, scope.companyId, id);
  if (!found) throw notFound();
  await readableJob(db, scope, found.jobId);
  return viewOf(found);
}

/** A credit note of this invoice of the company, with no member to check (what the invoice's link opens). */
export async function creditNoteOfInvoice(db: Db, companyId: string, invoiceId: string, id: string) {
  const found = await repo.findCreditNote(db, companyId, id);
  return found && found.note.invoiceId === invoiceId ? viewOf(found) : undefined;
}

/** An invoice's credit notes, and per line what is left to credit (the credit note form's rows). */
export async function invoiceCredits(db: Db, scope: CompanyScope, invoiceId: string): Promise<InvoiceCredits> {
  const invoice = await getInvoice(db, scope, invoiceId);
  const earlier = await repo.earlierCredits(db, scope.companyId, invoiceId);
  const lines = creditableLines(
    { currency: invoice.currency, pricesIncludeTax: invoice.pricesIncludeTax, ...invoice.content },
    earlier,
  );
  return { creditedMinor: invoice.creditedMinor, notes: invoice.creditNotes, lines };
}

/** Settings → numbering: the credit notes' own series. */
export async function getCreditNoteNumbering(db: Db, scope: CompanyScope) {
  const { timeZone } = await pricingOf(db, scope.companyId);
  return numberingView(db, creditNoteSeries, scope.companyId, timeZone);
}

/** A new pattern, next number or reset of the credit notes' series (never a number already issued). */
export async function updateCreditNoteNumbering(db: Db, scope: CompanyScope, body: NumberingSetting) {
  const { timeZone } = await pricingOf(db, scope.companyId);
  const texts = { taken: T.numberTakenSetting, sharedPattern: T.patternOfInvoices };
  return saveNumbering(db, creditNoteSeries, scope.companyId, timeZone, body, texts, invoiceSeries);
}
