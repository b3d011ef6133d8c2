// No zod here: the contract template editor (web) and the server's resolver share these.
import { escapeHtml } from '../email-template-fields.ts';

/**
 * A contract's merge field: `{{key}}` in a template or a draft's text is replaced, when the contract
 * is previewed or sent, by the value the server reads from the lead or job (modules/contracts/
 * merge.ts). `lines` fields hold one line per item (the sessions, the schedule).
 */
export interface ContractMergeField {
  readonly key: string;
  readonly label: string;
  readonly group: 'client' | 'job' | 'money' | 'studio' | 'other';
  readonly sample: string;
  readonly lines?: true;
}

const field = (
  group: ContractMergeField['group'],
  key: string,
  label: string,
  sample: string,
  lines?: true,
): ContractMergeField => (lines ? { key, label, group, sample, lines } : { key, label, group, sample });

/** The merge fields a contract may use, in the order the editor's menu offers them. */
export const CONTRACT_MERGE_FIELDS: readonly ContractMergeField[] = [
  field('client', 'client_names', "Clients' names", 'Emma Clarke and Liam Clarke'),
  field('client', 'client_first_names', "Clients' first names", 'Emma and Liam'),
  field('client', 'client_emails', "Clients' emails", 'emma.clarke@example.com, liam@example.com'),
  field('client', 'client_address', "Main client's address", '12 Elm Street, Portland, OR 97201'),
  field('job', 'job_name', 'Job name', 'Clarke Wedding'),
  field('job', 'job_type', 'Job type', 'Wedding'),
  field('job', 'job_date', 'Main date', 'Saturday, June 12, 2027'),
  field(
    'job',
    'job_sessions',
    'Sessions',
    'Ceremony: Saturday, June 12, 2027, 2:00 PM to 4:00 PM, Rosewood Gardens\nParty: Saturday, June 12, 2027, 6:00 PM to 11:00 PM, The Old Mill',
    true,
  ),
  field('job', 'job_locations', 'Locations', 'Rosewood Gardens\nThe Old Mill', true),
  field('money', 'package_name', 'Accepted package', 'Full day collection'),
  field('money', 'package_total', 'Accepted total', '$3,600.00'),
  field(
    'money',
    'payment_schedule',
    'Payment schedule',
    '$1,200.00 due March 1, 2027\n$2,400.00 due June 1, 2027',
    true,
  ),
  field('studio', 'studio_name', 'Studio name', 'Lumen Studio'),
  field('studio', 'studio_email', 'Studio email', 'hello@lumen.example'),
  field('studio', 'studio_phone', 'Studio phone', '+1 503 555 0100'),
  field('studio', 'studio_address', 'Studio address', '400 Market Street, Portland, OR 97204'),
  field('other', 'todays_date', "Today's date", 'April 2, 2027'),
];

export type ContractMergeValues = Readonly<Record<string, string>>;

const FIELDS = /* @__PURE__ */ new Map(CONTRACT_MERGE_FIELDS.map((f) => [f.key, f]));

/** The sample values the template editor previews with before a job is chosen. */
export const SAMPLE_CONTRACT_VALUES: ContractMergeValues = /* @__PURE__ */ Object.fromEntries(
  CONTRACT_MERGE_FIELDS.map((f) => [f.key, f.sample]),
);

/**
 * A submitted questionnaire's answer (the questionnaires module's `questionnaire_answer_<questionId>`):
 * a question keeps its id in every questionnaire made from its template, so a contract template names it once.
 */
const ANSWER_KEY = /^questionnaire_answer_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const questionnaireAnswerKey = (questionId: string) => `questionnaire_answer_${questionId}`;
const isField = (key: string) => FIELDS.has(key) || ANSWER_KEY.test(key);

/** `{{ key }}` (one run of non-braces: linear, as email-template-fields.ts says why). */
const REFERENCE = /\{\{([^{}]*)\}\}/g;

/** The references of a text that name no merge field, each once, as written. */
export function unknownContractFields(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(REFERENCE)) {
    const key = match[1]!.trim();
    if (!isField(key)) unknown.add(key);
  }
  return [...unknown];
}

/**
 * The contract's HTML with each known `{{key}}` replaced by its value, escaped, its line breaks as
 * `<br>` (a missing value is empty: a contract shows what the job holds, never a sample). Unknown
 * references stay as written (a save refuses them).
 */
export function renderContractFields(html: string, values: ContractMergeValues): string {
  return html.replace(REFERENCE, (whole, inner: string) => {
    const key = inner.trim();
    if (!isField(key)) return whole;
    return escapeHtml(values[key] ?? '').replace(/\r?\n/g, '<br>');
  });
}
