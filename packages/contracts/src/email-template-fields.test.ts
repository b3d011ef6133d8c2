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
