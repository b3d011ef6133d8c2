import { ApiRoutes as R } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';

type Auth = Record<string, string>;
const GOOD = { name: 'Reminder', subject: 'Hi {{client_first_name}}', body: '<p>See you {{job_date}}</p>' };

async function validate(api: Api, auth: Auth, body: unknown) {
  const res = await api.post(R.validateEmailTemplate.path, body, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    valid: boolean;
    errors: { field: string; code: string; message: string; fieldName?: string }[];
  };
}

describe('validating a template', () => {
  it('answers valid for a good template, with or without its name', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    expect(await validate(api, auth, GOOD)).toEqual({ valid: true, errors: [] });
    expect(await validate(api, auth, { subject: GOOD.subject, body: GOOD.body })).toEqual({
      valid: true,
      errors: [],
    });
  });

  it('names unknown merge fields, an empty subject, line breaks and too long fields', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    expect(await validate(api, auth, { ...GOOD, subject: 'Hi {{foo}}', body: '<p>{{ bar }}</p>' })).toEqual({
      valid: false,
      errors: [
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
      ],
    });
    const codes = async (body: unknown) =>
      (await validate(api, auth, body)).errors.map((e) => `${e.field}:${e.code}`);
    expect(await codes({ ...GOOD, subject: '  ' })).toEqual(['subject:REQUIRED']);
    expect(await codes({ ...GOOD, name: '' })).toEqual(['name:REQUIRED']);
    // A line feed in the subject would start a second mail header; a CR or NUL anywhere is refused
    // before any route (400), so validate never sees one.
    expect(await codes({ ...GOOD, subject: 'Hi\nBcc: all@example.com' })).toEqual([
      'subject:INVALID_CHARACTERS',
    ]);
    const cr = await api.post(R.validateEmailTemplate.path, { ...GOOD, body: 'a\r\u0000b' }, { as: auth });
    expect(cr.statusCode).toBe(400);
    expect(
      await codes({ name: 'n'.repeat(121), subject: 's'.repeat(201), body: `<p>${'b'.repeat(100_000)}</p>` }),
    ).toEqual(['name:TOO_LONG', 'subject:TOO_LONG', 'body:TOO_LONG']);
  });

  it('names each unsafe part of the body: script, handlers, javascript: links, data: images, styles', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const body =
      '<p>Hi</p><script>alert(1)</script><img src="https://cdn.example/a.png" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA"><div style="position:fixed">y</div>' +
      '<iframe src="https://evil.example"></iframe>';
    const { valid, errors } = await validate(api, auth, { ...GOOD, body });
    expect(valid).toBe(false);
    expect(errors.map((e) => [e.code, e.fieldName])).toEqual([
      ['UNSAFE_HTML', '<script>'],
      ['UNSAFE_HTML', 'onerror on <img>'],
      ['UNSAFE_HTML', 'javascript:alert(1)'],
      ['UNSAFE_HTML', 'data:image/png;base64,AAAA'],
      ['UNSAFE_HTML', 'position on <div>'],
      ['UNSAFE_HTML', '<iframe>'],
    ]);
    expect(errors[0]!.message).toBe('Unsafe HTML: <script> is not allowed in an email');
    expect(errors.every((e) => e.field === 'body')).toBe(true);
  });
});

describe('saving runs the same checks and refuses rather than cleaning', () => {
  it('refuses an unknown merge field or unsafe HTML with every problem listed, and stores nothing', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const res = await api.post(
      R.createEmailTemplate.path,
      { ...GOOD, subject: '{{foo}}', body: '<p onclick="x()">a</p>' },
      { as: auth },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorCode: 'ValidationFailed',
      errorTitle: 'Check the template',
      errorMessage: 'The template has 2 problems: see below.',
      data: {
        fields: {
          subject: 'Unknown merge field {{foo}}',
          body: 'Unsafe HTML: the attribute onclick on <p> is not allowed',
        },
        errors: [
          {
            field: 'subject',
            code: 'UNKNOWN_MERGE_FIELD',
            message: 'Unknown merge field {{foo}}',
            fieldName: 'foo',
          },
          {
            field: 'body',
            code: 'UNSAFE_HTML',
            message: 'Unsafe HTML: the attribute onclick on <p> is not allowed',
            fieldName: 'onclick on <p>',
          },
        ],
      },
    });
    const list = await api.get(R.listEmailTemplates.path, { as: auth });
    expect(list.json().data.total).toBe(0);

    const good = (await api.post(R.createEmailTemplate.path, GOOD, { as: auth })).json().data;
    const update = await api.post(
      R.updateEmailTemplate.path,
      { ...GOOD, id: good.id, updatedAt: good.updatedAt, body: '<a href="javascript:void(0)">x</a>' },
      { as: auth },
    );
    expect(update.statusCode).toBe(400);
    expect(update.json().data.errors).toEqual([expect.objectContaining({ code: 'UNSAFE_HTML' })]);
  });

  it('stores safe HTML as the sanitizer writes it (our target and rel on links)', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const res = await api.post(
      R.createEmailTemplate.path,
      {
        ...GOOD,
        body: '<p style="text-align: center"><a href="https://lumen.example" target="_self">Site</a></p>',
      },
      { as: auth },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.body).toBe(
      '<p style="text-align:center"><a href="https://lumen.example" target="_blank" rel="noopener noreferrer">Site</a></p>',
    );
  });
});

describe('previewing a template', () => {
  it('renders a saved template or unsaved texts with the sample values, escaped and email-safe', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const saved = (
      await api.post(R.createEmailTemplate.path, { ...GOOD, body: '<p>{{invoice_link}}</p>' }, { as: auth })
    ).json().data;
    const byId = await api.post(R.previewEmailTemplate.path, { id: saved.id }, { as: auth });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().data).toEqual({
      subject: 'Hi Emma',
      html:
        '<p><a href="https://example.com/portal/invoice/1042" target="_blank" rel="noopener noreferrer">' +
        'https://example.com/portal/invoice/1042</a></p>',
    });

    const unsaved = await api.post(
      R.previewEmailTemplate.path,
      { subject: '{{studio_name}} {{nope}}', body: '<p>{{job_name}}</p><script>x</script>' },
      { as: auth },
    );
    expect(unsaved.json().data).toEqual({ subject: 'Lumen Studio {{nope}}', html: '<p>Clarke Wedding</p>' });
    expect(
      (await api.post(R.previewEmailTemplate.path, { id: saved.id, subject: 'x' }, { as: auth })).statusCode,
    ).toBe(400);
  });
});
