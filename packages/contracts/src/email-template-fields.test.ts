import { describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_BODY_MAX,
  EMAIL_TEMPLATE_NAME_MAX,
  EMAIL_TEMPLATE_SUBJECT_MAX,
  MERGE_FIELDS,
  SAMPLE_MERGE_VALUES,
  checkEmailTemplate,
  renderEmailTemplate,
  unknownMergeFields,
} from './email-template-fields.ts';

describe('merge fields', () => {
  it('has one sample per key, and the fields a studio asked for', () => {
    const keys = MERGE_FIELDS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of [
      'client_first_name',
      'job_name',
      'job_date',
      'invoice_link',
      'portal_link',
      'studio_name',
    ]) {
      expect(keys).toContain(key);
    }
    expect(Object.keys(SAMPLE_MERGE_VALUES)).toEqual(keys);
  });

  it('names the unknown ones, each once, spaces inside the braces allowed', () => {
    expect(
      unknownMergeFields('Hi {{client_first_name}} {{ foo }} {{foo}} {{Client_First_Name}} {{}}'),
    ).toEqual(['foo', 'Client_First_Name', '']);
    expect(unknownMergeFields('{ {not one} } {{ job_name }}')).toEqual([]);
  });
});

describe('renderEmailTemplate', () => {
  it('fills the subject as text and the body as escaped HTML, links as links', () => {
    const rendered = renderEmailTemplate(
      {
        subject: '{{job_name}} for {{client_first_name}}',
        body: '<p>Hi {{ client_first_name }}, {{invoice_link}}</p>',
      },
      { job_name: 'A & B\r\nBcc: x@y.test', client_first_name: '<img src=x onerror=alert(1)>' },
    );
    expect(rendered.subject).toBe('A & B Bcc: x@y.test for <img src=x onerror=alert(1)>');
    expect(rendered.html).toBe(
      '<p>Hi &lt;img src=x onerror=alert(1)&gt;, ' +
        '<a href="https://example.com/portal/invoice/1042">https://example.com/portal/invoice/1042</a></p>',
    );
  });

  it('shows a link value that is not a web address as text', () => {
    const html = renderEmailTemplate(
      { subject: 's', body: '{{portal_link}}' },
      { portal_link: 'javascript:alert(1)' },
    ).html;
    expect(html).toBe('javascript:alert(1)');
  });

  it('uses the samples by default and leaves unknown references as written', () => {
    expect(renderEmailTemplate({ subject: '{{studio_name}} {{nope}}', body: '' }).subject).toBe(
      'Lumen Studio {{nope}}',
    );
  });
});

describe('checkEmailTemplate', () => {
  it('accepts a good template', () => {
    expect(
      checkEmailTemplate({ name: 'Reminder', subject: 'Hi {{client_first_name}}', body: '<p>x</p>' }),
    ).toEqual([]);
  });

  it('refuses an empty subject and name, line breaks, too long texts and unknown fields', () => {
    expect(checkEmailTemplate({ name: ' ', subject: '', body: '' }).map((p) => [p.field, p.code])).toEqual([
      ['name', 'REQUIRED'],
      ['subject', 'REQUIRED'],
    ]);
    expect(
      checkEmailTemplate({ subject: 'a\r\nBcc: x@y.test', body: 'a\u0000' }).map((p) => [p.field, p.code]),
    ).toEqual([
      ['subject', 'INVALID_CHARACTERS'],
      ['body', 'INVALID_CHARACTERS'],
    ]);
    const long = checkEmailTemplate({
      name: 'n'.repeat(EMAIL_TEMPLATE_NAME_MAX + 1),
      subject: 's'.repeat(EMAIL_TEMPLATE_SUBJECT_MAX + 1),
      body: 'b'.repeat(EMAIL_TEMPLATE_BODY_MAX + 1),
    });
    expect(long.map((p) => [p.field, p.code])).toEqual([
      ['name', 'TOO_LONG'],
      ['subject', 'TOO_LONG'],
      ['body', 'TOO_LONG'],
    ]);
    expect(checkEmailTemplate({ subject: '{{foo}}', body: '<p>{{bar}} {{job_name}}</p>' })).toEqual([
      {
        field: 'subject',
        code: 'UNKNOWN_MERGE_FIELD',
        message: 'Unknown merge field {{foo}}',
        fieldName: 'foo',
      },
      {
        field: 'body',
        code: 'UNKNOWN_MERGE_FIELD',
        message: 'Unknown merge field {{bar}}',
        fieldName: 'bar',
      },
    ]);
  });
});

/**
 * Issue 29 §1: `<p>{{` with 2,500 spaces and `x</p>` held the server for 28 s (the reference
 * pattern backtracked in cubic time). Every hostile shape at the body limit is read in a bound, and
 * well-formed or not, what the functions answer is what the old pattern answered.
 */
describe('merge fields in hostile text', () => {
  const n = EMAIL_TEMPLATE_BODY_MAX;
  const WORST: Record<string, string> = {
    'spaces after {{': `<p>{{${' '.repeat(n - 10)}x</p>`,
    'spaces after {{, then }}': `{{${' '.repeat(n - 5)}}}`,
    'no-break spaces after {{': `{{${'\u00a0'.repeat(n - 3)}x`,
    'line breaks after {{': `{{${'\n'.repeat(n - 3)}x`,
    'only {{': '{{'.repeat(n / 2),
    '{{ and a space': '{{ '.repeat(n / 3),
    'unclosed keys': '{{a '.repeat(n / 4),
    'closes only': '}}'.repeat(n / 2),
    'unknown fields': Array.from({ length: n / 12 }, (_, i) => `{{ f${i} }}`).join(''),
    'known fields': '{{ portal_link }}'.repeat(n / 17),
  };

  for (const [shape, text] of Object.entries(WORST)) {
    it(`reads ${shape} (${text.length.toLocaleString('en')} characters) in a bound`, () => {
      expect(text.length).toBeLessThanOrEqual(n);
      const started = performance.now();
      unknownMergeFields(text);
      renderEmailTemplate({ subject: text.slice(0, EMAIL_TEMPLATE_SUBJECT_MAX), body: text });
      checkEmailTemplate({ name: 'n', subject: 's', body: text });
      // A linear scan of 100,000 characters takes a few milliseconds; the old pattern took minutes.
      expect(performance.now() - started).toBeLessThan(250);
    });
  }

  // The pattern before issue 29, kept here only as the reference: the texts it reads below are
  // 8 short pieces at most (under 70 characters), so its backtracking stays small.
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- reference only, on texts under 70 characters
  const OLD_REFERENCE = /\{\{\s*([^{}]*?)\s*\}\}/g;
  const KEYS = new Set(MERGE_FIELDS.map((f) => f.key));
  const oldUnknown = (text: string) => [
    ...new Set([...text.matchAll(OLD_REFERENCE)].map((m) => m[1]!).filter((key) => !KEYS.has(key))),
  ];
  const oldRender = (text: string) =>
    text.replace(OLD_REFERENCE, (whole, key: string) => (KEYS.has(key) ? `<${key}>` : whole));
  const VALUES = Object.fromEntries(MERGE_FIELDS.map((f) => [f.key, `<${f.key}>`]));

  it('answers what the old pattern answered, for every text of braces, spaces and keys', () => {
    const pieces = [
      '{',
      '}',
      '{{',
      '}}',
      ' ',
      '\u00a0',
      '\ufeff',
      '\u2028',
      '\t',
      '\n',
      'x',
      'job_name',
      '\u180e',
    ];
    let seed = 29;
    const next = (bound: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % bound;
    };
    for (let i = 0; i < 5_000; i++) {
      let text = '';
      for (let k = next(7); k >= 0; k--) text += pieces[next(pieces.length)];
      expect(unknownMergeFields(text), JSON.stringify(text)).toEqual(oldUnknown(text));
      const rendered = renderEmailTemplate({ subject: text, body: '' }, VALUES);
      expect(rendered.subject, JSON.stringify(text)).toBe(oldRender(text));
    }
  });
});
