// No zod here: the email template editor (web) and the server's renderer share these. The
// top-level values are marked pure so that a chunk importing the contracts' index for something
// else (the /login chunk) drops them.

/**
 * An email template's merge field: `{{key}}` in the subject or the body is replaced by the value
 * when the template is rendered. `link` fields become a link in the body (their address as text).
 */
export interface MergeField {
  readonly key: string;
  readonly label: string;
  readonly sample: string;
  readonly kind: 'text' | 'link';
}

const text = (key: string, label: string, sample: string): MergeField => ({
  key,
  label,
  sample,
  kind: 'text',
});
const link = (key: string, label: string, sample: string): MergeField => ({
  key,
  label,
  sample,
  kind: 'link',
});

/** The merge fields a template may use, in the order the editor offers them. */
export const MERGE_FIELDS: readonly MergeField[] = [
  text('client_first_name', 'Client first name', 'Emma'),
  text('client_last_name', 'Client last name', 'Clarke'),
  text('client_full_name', 'Client full name', 'Emma Clarke'),
  text('client_email', 'Client email', 'emma.clarke@example.com'),
  text('job_name', 'Job name', 'Clarke Wedding'),
  text('job_date', 'Job date', 'June 14, 2027'),
  text('job_location', 'Job location', 'Rosewood Gardens, Portland'),
  text('invoice_number', 'Invoice number', 'INV-1042'),
  text('invoice_amount', 'Invoice amount', '$1,250.00'),
  text('invoice_due_date', 'Invoice due date', 'May 31, 2027'),
  link('invoice_link', 'Invoice link', 'https://example.com/portal/invoice/1042'),
  text('quote_number', 'Quote number', '318'),
  text('quote_amount', 'Quote amount', '$3,600.00'),
  text('quote_valid_until', 'Quote valid until', 'May 1, 2027'),
  link('quote_link', 'Quote link', 'https://example.com/portal/quote/318'),
  link('contract_link', 'Contract link', 'https://example.com/portal/contract/207'),
  link('questionnaire_link', 'Questionnaire link', 'https://example.com/portal/questionnaire/88'),
  link('portal_link', 'Client portal link', 'https://example.com/portal'),
  text('studio_name', 'Studio name', 'Lumen Studio'),
  text('studio_email', 'Studio email', 'hello@lumen.example'),
  text('studio_phone', 'Studio phone', '+1 503 555 0100'),
  text('photographer_first_name', 'Photographer first name', 'Alex'),
  text('todays_date', "Today's date", 'April 2, 2027'),
];

export type MergeValues = Readonly<Record<string, string>>;

/** The sample values a preview renders with. */
export const SAMPLE_MERGE_VALUES: MergeValues = /* @__PURE__ */ Object.fromEntries(
  MERGE_FIELDS.map((f) => [f.key, f.sample]),
);

/** The bounds of a template's fields (characters; the body's is of its HTML). */
export const EMAIL_TEMPLATE_NAME_MAX = 120;
export const EMAIL_TEMPLATE_SUBJECT_MAX = 200;
export const EMAIL_TEMPLATE_BODY_MAX = 100_000;

/**
 * `{{ anything but braces }}`: every such reference must name a merge field, the key being what is
 * between the braces without the spaces around it. One run of non-braces between `{{` and `}}`, the
 * spaces trimmed afterwards: spaces matched by the pattern itself (`\s*([^{}]*?)\s*`) can be split
 * between its three parts in as many ways as the cube of their number, and `{{` with a few thousand
 * spaces and no `}}` held the server for seconds to minutes (issue 29 §1). This pattern tries each
 * `{{` once and stops at the first brace after it, so a text is scanned in linear time.
 */
const REFERENCE = /\{\{([^{}]*)\}\}/g;
const FIELDS = /* @__PURE__ */ new Map(MERGE_FIELDS.map((f) => [f.key, f]));

/** The merge fields a text refers to that do not exist, each once, as written (`foo` for `{{foo}}`). */
export function unknownMergeFields(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(REFERENCE)) {
    const key = match[1]!.trim();
    if (!FIELDS.has(key)) unknown.add(key);
  }
  return [...unknown];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

function renderValue(field: MergeField, value: string, html: boolean): string {
  if (!html) return value.replace(/[\r\n]+/g, ' ');
  const escaped = escapeHtml(value);
  // Only a web address becomes a link; anything else in a link field is shown as text.
  return field.kind === 'link' && /^https?:\/\/\S+$/i.test(value)
    ? `<a href="${escaped}">${escaped}</a>`
    : escaped;
}

/**
 * Replaces each known `{{key}}` by its value (the sample when `values` has none): HTML-escaped in
 * HTML, one line in a subject. Unknown references stay as written (validation refuses them before a
 * save). No template logic: no conditions, loops or expressions.
 */
export function renderMergeFields(text: string, values: MergeValues, html: boolean): string {
  return text.replace(REFERENCE, (whole, inner: string) => {
    const key = inner.trim();
    const field = FIELDS.get(key);
    return field ? renderValue(field, values[key] ?? field.sample, html) : whole;
  });
}

/** A template rendered: the subject as one line of text, the body as HTML. */
export function renderEmailTemplate(
  template: { subject: string; body: string },
  values: MergeValues = SAMPLE_MERGE_VALUES,
): { subject: string; html: string } {
  return {
    subject: renderMergeFields(template.subject, values, false),
    html: renderMergeFields(template.body, values, true),
  };
}

/** One reason a template cannot be saved as written (validate answers a list of these). */
export interface EmailTemplateProblem {
  field: 'name' | 'subject' | 'body';
  code: 'REQUIRED' | 'TOO_LONG' | 'INVALID_CHARACTERS' | 'UNKNOWN_MERGE_FIELD' | 'UNSAFE_HTML';
  message: string;
  /** The merge field or HTML part the problem names (`foo`, `<script>`). */
  fieldName?: string;
}

const FIELD_LABELS = { name: 'Name', subject: 'Subject', body: 'Body' } as const;
// eslint-disable-next-line no-control-regex -- the subject is a mail header: no line breaks or controls
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the body may hold tabs and line feeds, nothing else
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function textProblems(
  field: EmailTemplateProblem['field'],
  value: string,
  max: number,
): EmailTemplateProblem[] {
  const label = FIELD_LABELS[field];
  const forbidden = field === 'body' ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  if (forbidden.test(value)) {
    const message =
      field === 'body'
        ? `${label} contains invalid characters`
        : `${label} must be one line without control characters`;
    return [{ field, code: 'INVALID_CHARACTERS', message }];
  }
  if (field !== 'body' && value.trim() === '')
    return [{ field, code: 'REQUIRED', message: `${label} is required` }];
  if (value.length > max)
    return [{ field, code: 'TOO_LONG', message: `${label} must be at most ${max} characters` }];
  if (field === 'name') return [];
  return unknownMergeFields(value).map((key) => ({
    field,
    code: 'UNKNOWN_MERGE_FIELD' as const,
    message: `Unknown merge field {{${key}}}`,
    fieldName: key,
  }));
}

/**
 * Everything wrong with a template that can be told without an HTML parser: required and too long
 * fields, control characters (a CR or LF in the subject would be a second mail header), unknown
 * merge fields. The server adds unsafe HTML (its sanitizer). A missing name is not checked (the
 * validate call may leave it out).
 */
export function checkEmailTemplate(template: {
  name?: string;
  subject: string;
  body: string;
}): EmailTemplateProblem[] {
  return [
    ...(template.name === undefined ? [] : textProblems('name', template.name, EMAIL_TEMPLATE_NAME_MAX)),
    ...textProblems('subject', template.subject, EMAIL_TEMPLATE_SUBJECT_MAX),
    ...textProblems('body', template.body, EMAIL_TEMPLATE_BODY_MAX),
  ];
}
