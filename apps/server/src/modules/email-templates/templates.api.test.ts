import { ApiRoutes as R, type EmailTemplate } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { joinedMember } from '../../test/factories.ts';

type Auth = Record<string, string>;
const P = {
  list: R.listEmailTemplates.path,
  create: R.createEmailTemplate.path,
  update: R.updateEmailTemplate.path,
  remove: R.deleteEmailTemplate.path,
  duplicate: R.duplicateEmailTemplate.path,
};
const form = (name: string, overrides: Partial<{ subject: string; body: string }> = {}) => ({
  name,
  subject: `About {{job_name}}`,
  body: '<p>Hi {{client_first_name}},</p><p>See you on {{job_date}}.</p>',
  ...overrides,
});

async function created(api: Api, auth: Auth, name: string, overrides = {}): Promise<EmailTemplate> {
  const res = await api.post(P.create, form(name, overrides), { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function page(api: Api, auth: Auth, query: string) {
  const res = await api.get(`${P.list}?${query}`, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: EmailTemplate[]; total: number };
}

describe('email templates: create, read, update, delete', () => {
  it('creates a template, lists it, saves a change at its version and deletes it', async ({ api }) => {
    const owner = await api.signedInOwner();
    const template = await created(api, owner.auth, '  Session reminder ');
    expect(template).toEqual({
      id: expect.any(String),
      name: 'Session reminder',
      subject: 'About {{job_name}}',
      body: '<p>Hi {{client_first_name}},</p><p>See you on {{job_date}}.</p>',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await page(api, owner.auth, '')).toEqual({ rows: [template], total: 1 });

    const update = { ...form('Session reminder (v2)', { subject: 'Soon: {{job_name}}' }), id: template.id };
    const saved = await api.post(P.update, { ...update, updatedAt: template.updatedAt }, { as: owner.auth });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Session reminder (v2)', subject: 'Soon: {{job_name}}' });

    // A second save from the first version (another tab) is refused: it would overwrite the change.
    const stale = await api.post(
      P.update,
      { ...update, name: 'Old', updatedAt: template.updatedAt },
      { as: owner.auth },
    );
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().errorCode).toBe('StaleVersion');

    const removed = await api.post(P.remove, { id: template.id }, { as: owner.auth });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await page(api, owner.auth, '')).toEqual({ rows: [], total: 0 });
    const again = await api.post(P.remove, { id: template.id }, { as: owner.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json().errorCode).toBe('NotFound');
  });

  it('keeps names unique per company whatever their case, and lets a member use templates', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const first = await created(api, owner.auth, 'Invoice Reminder');
    const taken = await api.post(P.create, form('invoice reminder'), { as: owner.auth });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errorCode: 'AlreadyExists',
      data: { fields: { name: expect.any(String) } },
    });

    const member = await joinedMember(api, owner.auth);
    const second = await created(api, member.auth, 'Gallery ready');
    const rename = { ...form('INVOICE REMINDER'), id: second.id, updatedAt: second.updatedAt };
    expect((await api.post(P.update, rename, { as: member.auth })).statusCode).toBe(409);
    // Its own name in another case is no clash.
    const recase = { ...form('invoice reminder'), id: first.id, updatedAt: first.updatedAt };
    expect((await api.post(P.update, recase, { as: member.auth })).statusCode).toBe(200);

    // Another studio may use the same name.
    const other = await api.signedInOwner();
    await created(api, other.auth, 'Invoice Reminder');
  });

  it('duplicates a template as "Copy of <name>", numbered when taken', async ({ api }) => {
    const owner = await api.signedInOwner();
    const source = await created(api, owner.auth, 'Welcome');
    const copies: EmailTemplate[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api.post(P.duplicate, { id: source.id }, { as: owner.auth });
      expect(res.statusCode, res.body).toBe(200);
      copies.push(res.json().data);
    }
    expect(copies.map((c) => c.name)).toEqual([
      'Copy of Welcome',
      'Copy of Welcome (2)',
      'Copy of Welcome (3)',
    ]);
    expect(copies[0]).toMatchObject({ subject: source.subject, body: source.body });
    expect(copies[0]!.id).not.toBe(source.id);

    const long = await created(api, owner.auth, 'L'.repeat(120));
    const copy = (await api.post(P.duplicate, { id: long.id }, { as: owner.auth })).json()
      .data as EmailTemplate;
    expect(copy.name).toBe(`Copy of ${'L'.repeat(112)}`);
  });
});

describe('email templates: the list', () => {
  it('pages (perPage, page from 1) and sorts by predicate, reverse for descending', async ({ api }) => {
    const owner = await api.signedInOwner();
    for (const [name, subject] of [
      ['bravo', 'Zed'],
      ['Alpha', 'yankee'],
      ['Delta', 'X-ray'],
      ['charlie', 'Whiskey'],
      ['Echo', 'victor'],
    ]) {
      await created(api, owner.auth, name!, { subject: subject! });
    }
    const names = (p: { rows: EmailTemplate[] }) => p.rows.map((r) => r.name);

    expect(names(await page(api, owner.auth, ''))).toEqual(['Alpha', 'bravo', 'charlie', 'Delta', 'Echo']);
    const first = await page(api, owner.auth, 'perPage=2&page=1');
    expect([names(first), first.total]).toEqual([['Alpha', 'bravo'], 5]);
    expect(names(await page(api, owner.auth, 'perPage=2&page=3'))).toEqual(['Echo']);
    expect(await page(api, owner.auth, 'perPage=2&page=4')).toEqual({ rows: [], total: 5 });
    expect(names(await page(api, owner.auth, 'predicate=name&reverse=true&perPage=2'))).toEqual([
      'Echo',
      'Delta',
    ]);
    expect(names(await page(api, owner.auth, 'predicate=subject'))).toEqual([
      'Echo',
      'charlie',
      'Delta',
      'Alpha',
      'bravo',
    ]);
    expect(names(await page(api, owner.auth, 'predicate=createdAt&reverse=true&perPage=1'))).toEqual([
      'Echo',
    ]);
    expect(names(await page(api, owner.auth, 'predicate=updatedAt&perPage=1'))).toEqual(['bravo']);
  });

  it('refuses paging out of bounds and unknown sorts with a 400', async ({ api }) => {
    const owner = await api.signedInOwner();
    for (const query of [
      'perPage=0',
      'perPage=101',
      'page=0',
      'page=-1',
      'page=1.5',
      'perPage=x',
      'predicate=body',
      'reverse=yes',
      'foo=1',
    ]) {
      const res = await api.get(`${P.list}?${query}`, { as: owner.auth });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode, query).toBe('ValidationFailed');
    }
  });
});

describe('email templates: garbage and other companies', () => {
  it('answers 4xx, never 500, to malformed bodies', async ({ api }) => {
    const owner = await api.signedInOwner();
    const bodies: [string, unknown][] = [
      [P.create, {}],
      [P.create, { name: 1, subject: [], body: null }],
      [P.create, { ...form('x'), extra: true }],
      [P.create, { ...form('x'), body: 'b'.repeat(400_001) }],
      [P.update, { ...form('x'), id: 'not-a-uuid', updatedAt: new Date().toISOString() }],
      [P.update, { ...form('x'), id: crypto.randomUUID(), updatedAt: 'yesterday' }],
      [P.remove, { id: "1' or 1=1" }],
      [P.duplicate, {}],
    ];
    for (const [url, body] of bodies) {
      const res = await api.post(url, body, { as: owner.auth });
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
    }
    const raw = await api.call({
      method: 'POST',
      url: P.create,
      headers: { ...owner.auth, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(raw.statusCode).toBe(400);
    const missing = await api.post(
      P.update,
      { ...form('x'), id: crypto.randomUUID(), updatedAt: new Date().toISOString() },
      { as: owner.auth },
    );
    expect(missing.statusCode).toBe(404);
  });

  it("never reads, changes, copies or deletes another company's template", async ({ api }) => {
    const owner = await api.signedInOwner();
    const stranger = await api.signedInOwner();
    const template = await created(api, owner.auth, 'Private');
    const version = { ...form('Mine now'), id: template.id, updatedAt: template.updatedAt };
    for (const [url, body] of [
      [P.update, version],
      [P.remove, { id: template.id }],
      [P.duplicate, { id: template.id }],
      [R.previewEmailTemplate.path, { id: template.id }],
    ] as const) {
      const res = await api.post(url, body, { as: stranger.auth });
      expect(res.statusCode, url).toBe(404);
    }
    expect(await page(api, stranger.auth, '')).toEqual({ rows: [], total: 0 });
    expect((await page(api, owner.auth, '')).rows).toEqual([template]);
    expect((await api.get(P.list)).statusCode).toBe(401);
  });
});
