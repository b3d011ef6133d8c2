import type { ContractMergeValues } from '@focal/contracts/contracts/merge-fields';
import { formatMoney } from '@focal/contracts/money/format';
import { todayIn } from '@focal/contracts/zoned-time';
import type { Db } from '../../db/client.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { getInvoice, invoicesOfJob } from '../invoices/service.ts';
import { questionnaireMergeFields } from '../questionnaires/merge-fields.ts';
import * as data from './merge-repo.ts';

/**
 * The one resolver of a contract's merge fields (packages/contracts/src/contracts/merge-fields.ts):
 * the preview and the send read the same values, so what the studio previewed is what is frozen.
 * Each source fills its own fields; a field the record has no data for is '' (never a sample).
 * Another feature adds its fields by adding a source here, as the questionnaires' answers are.
 */
type MergeContext = { db: Db; scope: CompanyScope; jobId: string; timeZone: string };
type MergeSource = (context: MergeContext) => Promise<Record<string, string>>;

type Address = Record<string, string | null | undefined>;
const addressLine = (address: Address) =>
  [
    address.line1,
    address.line2,
    [address.city, address.region, address.postalCode].filter(Boolean).join(', '),
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/** "Emma and Liam", "Anna, Ben and Carl". */
const joined = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone });
const timeIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
/** A calendar day ('2027-06-12') as written: it is no instant, so no time zone moves it. */
const calendarDay = (day: string, dateStyle: 'full' | 'long' = 'long') =>
  new Intl.DateTimeFormat('en-US', { dateStyle, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const clientFields: MergeSource = async ({ db, scope, jobId }) => {
  const rows = await data.clientsOf(db, scope.companyId, jobId);
  const contacts = rows.flatMap((c) => c.contacts);
  return {
    client_names: joined(contacts.map((c) => `${c.firstName} ${c.lastName}`.trim())),
    client_first_names: joined(contacts.map((c) => c.firstName)),
    client_emails: contacts.flatMap((c) => (c.email ? [c.email] : [])).join(', '),
    client_address: rows[0] ? addressLine(rows[0].address) : '',
  };
};

const jobFields: MergeSource = async ({ db, scope, jobId, timeZone }) => {
  const job = await data.jobOf(db, scope.companyId, jobId);
  const sessions = await data.sessionsOf(db, scope.companyId, jobId);
  const day = dayIn(timeZone);
  const time = timeIn(timeZone);
  const when = (s: (typeof sessions)[number]) =>
    s.allDay
      ? day.format(s.startsAt)
      : `${day.format(s.startsAt)}, ${time.format(s.startsAt)} to ${time.format(s.endsAt)}`;
  const locations = [...new Set(sessions.flatMap((s) => (s.location?.trim() ? [s.location.trim()] : [])))];
  return {
    job_name: job?.name ?? '',
    job_type: job?.jobType ?? '',
    job_date: job?.mainDate ? calendarDay(job.mainDate, 'full') : '',
    job_sessions: sessions
      .map((s) => [`${s.name}: ${when(s)}`, s.location?.trim()].filter(Boolean).join(', '))
      .join('\n'),
    job_locations: locations.join('\n'),
  };
};

const moneyFields: MergeSource = async ({ db, scope, jobId }) => {
  const quote = await data.acceptedQuoteOf(db, scope.companyId, jobId);
  const invoices = await invoicesOfJob(db, scope.companyId, jobId);
  const lines: string[] = [];
  for (const summary of invoices.filter((i) => i.status !== 'void')) {
    const invoice = await getInvoice(db, scope, summary.id);
    for (const instalment of invoice.instalments) {
      const amount = formatMoney(instalment.amountMinor, invoice.currency);
      lines.push(instalment.dueOn ? `${amount} due ${calendarDay(instalment.dueOn)}` : amount);
    }
  }
  return {
    package_name: quote?.title ?? '',
    package_total: quote ? formatMoney(quote.totalMinor, quote.currency) : '',
    payment_schedule: lines.join('\n'),
  };
};

const studioFields: MergeSource = async ({ db, scope, timeZone }) => {
  const studio = await data.studioOf(db, scope.companyId);
  return {
    studio_name: studio.name,
    studio_email: studio.email ?? '',
    studio_phone: studio.phone ?? '',
    studio_address: addressLine(studio.address as Address),
    todays_date: calendarDay(todayIn(timeZone)),
  };
};

/** Every source of merge values, in turn (one PGlite connection: never two queries at once). */
/** The record's submitted questionnaires' answers (`{{questionnaire_answer_<questionId>}}`). */
const answerFields: MergeSource = async ({ db, scope, jobId }) =>
  (await questionnaireMergeFields(db, scope.companyId, jobId)).values;

const MERGE_SOURCES: readonly MergeSource[] = [
  clientFields,
  jobFields,
  moneyFields,
  studioFields,
  answerFields,
];

export async function resolveContractFields(
  db: Db,
  scope: CompanyScope,
  jobId: string,
): Promise<ContractMergeValues> {
  const { timeZone } = await data.studioOf(db, scope.companyId);
  const values: Record<string, string> = {};
  for (const source of MERGE_SOURCES) Object.assign(values, await source({ db, scope, jobId, timeZone }));
  return values;
}
