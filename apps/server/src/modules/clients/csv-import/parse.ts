import { CLIENT_IMPORT_MAX_ROWS, type ClientImportTarget } from '@focal/contracts';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../../http/app-error.ts';
import { ImportCsvText } from './messages.ts';

export type ParsedCsv = { columns: string[]; rows: { line: number; cells: string[] }[] };

const refuse = (message: string) =>
  new AppError('ValidationFailed', ImportCsvText.fileTitle, message, { data: { fields: { file: message } } });

/** The file's header and rows, each row with the line it starts on (what the report names). */
export function parseCsv(bytes: Buffer): ParsedCsv {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(bytes, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // One more than allowed, so a file over the limit is told so rather than cut short.
      to: CLIENT_IMPORT_MAX_ROWS + 2,
    }) as never;
  } catch {
    throw refuse(ImportCsvText.unreadable);
  }
  const [header, ...rest] = records;
  if (!header || header.record.every((c) => c.trim() === '')) throw refuse(ImportCsvText.empty);
  if (rest.length > CLIENT_IMPORT_MAX_ROWS) throw refuse(ImportCsvText.tooManyRows);
  // Control characters would be refused by every schema (and PostgreSQL refuses NUL): dropped.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const clean = (cell: string) => cell.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
  return {
    columns: header.record.map(clean),
    rows: rest.map((r) => ({ line: r.info.lines, cells: r.record.map(clean) })),
  };
}

const SYNONYMS: Record<string, ClientImportTarget> = {};
const say = (target: ClientImportTarget, ...names: string[]) => {
  for (const name of names) SYNONYMS[name] = target;
};
say('firstName', 'firstname', 'first', 'givenname', 'forename', 'name');
say('lastName', 'lastname', 'last', 'surname', 'familyname');
say('email', 'email', 'emailaddress', 'mail');
say('phone', 'phone', 'phonenumber', 'mobile', 'mobilephone', 'tel', 'telephone', 'cell');
say(
  'organisationName',
  'organisation',
  'organization',
  'company',
  'companyname',
  'business',
  'organisationname',
);
say('line1', 'address', 'address1', 'addressline1', 'street', 'streetaddress');
say('line2', 'address2', 'addressline2');
say('city', 'city', 'town');
say('region', 'region', 'state', 'county', 'province');
say('postalCode', 'postcode', 'postalcode', 'zip', 'zipcode');
say('country', 'country');
say('notes', 'notes', 'note', 'comments');
say('tags', 'tags', 'tag', 'labels');
say('leadSource', 'leadsource', 'source', 'referral', 'howdidyouhearaboutus');

const key = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A target per column from its header (each target once), custom fields by their label. */
export function suggestedMapping(columns: string[], fields: { id: string; label: string }[]) {
  const byLabel = new Map(fields.map((f) => [key(f.label), `custom:${f.id}` as ClientImportTarget]));
  const used = new Set<string>();
  return columns.map((column) => {
    const target = byLabel.get(key(column)) ?? SYNONYMS[key(column)] ?? null;
    if (!target || used.has(target)) return null;
    used.add(target);
    return target;
  });
}
