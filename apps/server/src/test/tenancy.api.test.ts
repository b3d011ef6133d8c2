import { createHash, randomUUID } from 'node:crypto';
import { ApiRoutes, CompanyPaths, COMPANY_HEADER, TeamPaths } from '@focal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  currentCompanyId,
  GOOD_PASSWORD,
  joinedMember,
  onPlan,
  randomIp,
  signedInOwner,
  uniqueEmail,
} from './factories.ts';
import { apiOf } from './api-test.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { turnedOn } from './two-factor.ts';
import { insertClient } from '../modules/clients/repo.ts';
import { issueDocumentLink } from '../modules/documents/links.ts';
import { mailOf } from './factories.ts';
import { findUserByEmail } from '../modules/users/service.ts';

/**
 * The tenancy rule every feature keeps: a user of company A who names anything of company B gets
 * 404 and changes nothing. The walk reads the routes from the OpenAPI document and B's ids from the
 * database's catalogue (every table with a company_id column), so new routes and tables are
 * covered without touching this file.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  security?: unknown[];
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
};
type Route = { method: string; path: string; operation: Operation };

/** Values that pass refinements JSON Schema cannot express (time zones, currencies, countries). */
const HINTS: Record<string, () => unknown> = {
  timeZone: () => 'UTC',
  timezone: () => 'UTC',
  currency: () => 'USD',
  country: () => 'US',
  password: () => GOOD_PASSWORD,
  email: () => uniqueEmail('tenancy'),
  to: () => uniqueEmail('tenancy'),
  // A calendar entry ends after it starts (two equal "now"s would be refused before the lookup).
  startsAt: () => '2030-01-01T10:00:00Z',
  endsAt: () => '2030-01-01T11:00:00Z',
  // A payment schedule's last instalment is the balance (JSON Schema cannot say so).
  rule: () => ({ instalments: [{ amount: { kind: 'balance' }, due: { kind: 'on-acceptance' } }] }),
  schedule: () => HINTS.rule!(),
  // A payment's day: a real calendar day, not after today.
  receivedOn: () => '2026-01-01',
  refundedOn: () => '2026-01-01',
};

/** A small valid value for a JSON schema: required properties only, the least each bound allows. */
function sample(schema: Schema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (HINTS[name]) return HINTS[name]();
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sample(choices.find((s) => s.type !== 'null') ?? choices[0]!, name);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, name)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {}, key)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, name));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      if (schema.format === 'email') return uniqueEmail('tenancy');
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.test';
      return 'sample'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 64);
    default:
      return name ? 'sample' : {};
  }
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Path parameters that are single-use secrets, not ids: a token proves itself, whoever holds it. */
const isTokenParam = (name: string) => /token/i.test(name);

let t: TestApp;
beforeAll(async () => {
  // Workers on: company B's import runs to the end, so its task and copies are rows to probe too.
  t = await createTestApp({}, { workers: true });
});
afterAll(() => t.close());

// Both drivers (PGlite and node-postgres) answer raw SQL with { rows }.
const rowsOf = async <T>(query: SQL) => ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Every table with a company_id column, and its id-like columns (id, *_id). */
async function companyTables() {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and (column_name = 'id' or column_name like '%\\_id')
    order by table_name, column_name`);
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    if (!tables.has(table_name)) tables.set(table_name, []);
    tables.get(table_name)!.push(column_name);
  }
  return [...tables].filter(([, cols]) => cols.includes('company_id'));
}

/** A studio's ids, by where they came from: its companies, their rows' id columns, its users. */
async function idsOf(businessAccountId: string) {
  const ids = new Map<string, string>();
  /** Each table.column that held any of them (an id is labelled by the first place it was seen). */
  const columnsWithIds = new Set<string>(['companies']);
  const companies = await rowsOf<{ id: string }>(
    sql`select id::text from companies where business_account_id = ${businessAccountId}`,
  );
  const companyIds = companies.map((c) => c.id);
  for (const id of [businessAccountId, ...companyIds]) ids.set(id, 'companies');
  for (const [table, columns] of await companyTables()) {
    for (const column of columns) {
      const rows = await rowsOf<{ v: string | null }>(
        sql`select distinct ${sql.identifier(column)}::text as v from ${sql.identifier(table)}
            where company_id in (${list(companyIds)})`,
      );
      for (const { v } of rows) {
        if (!v || !UUID_SHAPE.test(v)) continue;
        columnsWithIds.add(`${table}.${column}`);
        if (!ids.has(v)) ids.set(v, `${table}.${column}`);
      }
    }
  }
  return { ids, companyIds, columnsWithIds };
}

/** A digest of everything a studio owns: its account, plan, companies, users and company rows. */
async function digestOf(businessAccountId: string, companyIds: string[], userIds: string[]) {
  const parts: string[] = [];
  const add = async (label: string, query: SQL) => {
    const rows = await rowsOf<{ j: string }>(query);
    parts.push(label, ...rows.map((r) => r.j).sort());
  };
  await add(
    'accounts',
    sql`select to_jsonb(x)::text as j from business_accounts x where id = ${businessAccountId}`,
  );
  await add(
    'subscriptions',
    sql`select to_jsonb(x)::text as j from subscriptions x where business_account_id = ${businessAccountId}`,
  );
  await add(
    'companies',
    sql`select to_jsonb(x)::text as j from companies x where id in (${list(companyIds)})`,
  );
  await add('users', sql`select to_jsonb(x)::text as j from users x where id in (${list(userIds)})`);
  for (const [table] of await companyTables()) {
    await add(
      table,
      sql`select to_jsonb(x)::text as j from ${sql.identifier(table)} x where company_id in (${list(companyIds)})`,
    );
  }
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** A JSON body that names its record by a required `id` (the spec's POST .../delete { id } style). */
const bodyIdOf = (operation: Operation) => {
  const schema = operation.requestBody?.content['application/json']?.schema;
  const shapes = schema?.anyOf ?? schema?.oneOf ?? (schema ? [schema] : []);
  return shapes.find((s) => s.properties?.id && s.required?.includes('id'));
};

/** Every operation of the API document whose path takes a parameter other than a token, or whose body an id. */
async function routesWithIds(): Promise<Route[]> {
  const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      // A client's portal answers its own session, not a studio's: portal.api.test.ts walks it.
      if (operation.tags?.includes('portal')) continue;
      const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
      if ((params.length > 0 && !params.some((p) => isTokenParam(p.name))) || bodyIdOf(operation)) {
        routes.push({ method: method.toUpperCase(), path, operation });
      }
    }
  }
  return routes;
}

const TINY_PNG = sharp({ create: { width: 4, height: 4, channels: 3, background: '#808080' } })
  .png()
  .toBuffer();

/** A valid body; one that names its record by id names B's (only the shape that has the id). */
function jsonBody(operation: Operation, schema: Schema, id: string): object {
  const withId = bodyIdOf(operation);
  return withId ? { ...(sample(withId) as object), id } : (sample(schema) as object);
}

async function requestFor(route: Route, id: string) {
  const url = route.path.replace(/\{[^{}]+\}/g, encodeURIComponent(id));
  const query = (route.operation.parameters ?? []).filter((p) => p.in === 'query' && p.required);
  const search = new URLSearchParams(query.map((p) => [p.name, String(sample(p.schema ?? {}, p.name))]));
  const content = route.operation.requestBody?.content ?? {};
  const type = Object.keys(content)[0];
  const body =
    type === undefined
      ? {}
      : type.startsWith('image/')
        ? { payload: await TINY_PNG, headers: { 'content-type': 'image/png' } }
        : {
            payload: jsonBody(route.operation, content[type]!.schema ?? {}, id),
            headers: { 'content-type': type },
          };
  return { url: query.length ? `${url}?${search}` : url, ...body };
}

/** Two studios, each with data in every kind of company table the app has today. */
async function studio(name: string) {
  const owner = await signedInOwner(t, { companyName: `${name} Studio` });
  await onPlan(t, owner.form.email, 'MASTER');
  const companyId = await currentCompanyId(t, owner.auth);
  const profile = (
    await t.call({ method: 'GET', url: CompanyPaths.company(companyId), headers: owner.auth })
  ).json().data;
  const tax = { pricesIncludeTax: true, taxNumber: 'T-1', rates: [{ name: 'VAT', rateMillionths: 200000 }] };
  const {
    id: _id,
    logoUrl: _logo,
    createdAt: _at,
    selected: _s,
    role: _r,
    actions: _a,
    ...editable
  } = profile;
  const saved = await t.call({
    method: 'PUT',
    url: CompanyPaths.company(companyId),
    headers: owner.auth,
    payload: { ...editable, tax },
  });
  await catalogue(owner.auth, saved.json().data.tax.rates[0].id);
  await t.call({
    method: 'PUT',
    url: CompanyPaths.logo(companyId),
    headers: { ...owner.auth, 'content-type': 'image/png' },
    payload: await TINY_PNG,
  });
  const member = await joinedMember(t, owner.auth);
  await t.call({
    method: 'POST',
    url: ApiRoutes.createEmailTemplate.path,
    headers: owner.auth,
    payload: { name: `${name} welcome`, subject: 'Hi {{client_first_name}}', body: '<p>Welcome</p>' },
  });
  // Its own payment reminder days: a write through another company would change the digest.
  const reminders = await t.call({
    method: 'PUT',
    url: ApiRoutes.updatePaymentReminderSettings.path,
    headers: owner.auth,
    payload: { updatedAt: null, enabled: true, daysBefore: [5], daysAfter: [2] },
  });
  expect(reminders.statusCode, reminders.body).toBe(200);
  await t.call({
    method: 'POST',
    url: TeamPaths.invitations,
    headers: owner.auth,
    payload: { email: uniqueEmail('pending') },
  });
  await leadWithTabs(owner.auth, companyId);
  // The studio's calendar: an appointment and a live iCal feed.
  await t.call({
    method: 'POST',
    url: ApiRoutes.createAppointment.path,
    headers: owner.auth,
    payload: {
      kind: 'blocked',
      title: 'Away',
      startsAt: '2030-03-01T09:00:00Z',
      endsAt: '2030-03-01T12:00:00Z',
    },
  });
  await t.call({ method: 'POST', url: ApiRoutes.createCalendarFeed.path, headers: owner.auth });
  const created = await t.call({
    method: 'POST',
    url: CompanyPaths.create,
    headers: owner.auth,
    payload: {
      name: `${name} Second`,
      email: uniqueEmail(),
      toImportData: {
        sourceCompanyId: companyId,
        types: ['COMPANY_DETAILS', 'TAX_RATES', 'TEAM_MEMBERS', 'EMAIL_TEMPLATES'],
      },
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { tokens } = created.json().data;
  const boot = (await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: bearer(tokens) })).json()
    .data;
  return {
    auth: bearer(tokens),
    companyId: boot.authorizedCompany.id as string,
    businessAccountId: boot.authorizedCompany.businessAccount.id as string,
    userIds: [boot.profile.id as string, member.userId],
  };
}

/** A product with a default tax rate, in a package (issue 32's catalogue). */
async function catalogue(auth: Record<string, string>, taxRateId: string) {
  const product = await t.call({
    method: 'POST',
    url: ApiRoutes.createProduct.path,
    headers: auth,
    payload: { name: 'Tenancy print', unitPriceMinor: 1500, taxRateIds: [taxRateId] },
  });
  expect(product.statusCode, product.body).toBe(200);
  const bundle = await t.call({
    method: 'POST',
    url: ApiRoutes.createPackage.path,
    headers: auth,
    payload: {
      name: 'Tenancy package',
      priceMinor: 9000,
      items: [{ productId: product.json().data.id, quantityThousandths: 2000 }],
    },
  });
  expect(bundle.statusCode, bundle.body).toBe(200);
  // Pictures on both, so that a removal through another company would show.
  for (const [path, id] of [
    [ApiRoutes.uploadProductImage.path, product.json().data.id],
    [ApiRoutes.uploadPackageImage.path, bundle.json().data.id],
  ]) {
    const pictured = await t.call({
      method: 'PUT',
      url: path.replace(':id', id),
      headers: { ...auth, 'content-type': 'image/png' },
      payload: await TINY_PNG,
    });
    expect(pictured.statusCode, pictured.body).toBe(200);
  }
  const template = await t.call({
    method: 'POST',
    url: ApiRoutes.createQuoteTemplate.path,
    headers: auth,
    payload: { name: 'Tenancy template', content: { kind: 'fixed', title: 'T', lines: [] } },
  });
  expect(template.statusCode, template.body).toBe(200);
  const schedule = await t.call({
    method: 'POST',
    url: ApiRoutes.createScheduleTemplate.path,
    headers: auth,
    payload: { name: 'Tenancy schedule', rule: HINTS.rule!() },
  });
  expect(schedule.statusCode, schedule.body).toBe(200);
  const questionnaire = await t.call({
    method: 'POST',
    url: ApiRoutes.createQuestionnaireTemplate.path,
    headers: auth,
    payload: {
      name: 'Tenancy questionnaire',
      sections: [
        { id: randomUUID(), title: 'S', questions: [{ id: randomUUID(), kind: 'date', label: 'Q' }] },
      ],
    },
  });
  expect(questionnaire.statusCode, questionnaire.body).toBe(200);
  const contractTemplate = await t.call({
    method: 'POST',
    url: ApiRoutes.createContractTemplate.path,
    headers: auth,
    payload: { name: 'Tenancy contract', body: '<p>Between {{studio_name}} and {{client_names}}.</p>' },
  });
  expect(contractTemplate.statusCode, contractTemplate.body).toBe(200);
  const disclosure = await t.call({
    method: 'PUT',
    url: ApiRoutes.updateContractSettings.path,
    headers: auth,
    payload: { disclosure: 'Tenancy disclosure', updatedAt: null },
  });
  expect(disclosure.statusCode, disclosure.body).toBe(200);
}

/**
 * A contract of the lead from B's template, with its client and owner as signers, then made sent
 * and signed by its client in SQL (a send would mail, and the mail's delivery would change B's rows
 * during the walk): its signers and audit trail are rows to probe.
 */
async function signedContract(auth: Record<string, string>, jobId: string) {
  const templates = await t.call({ method: 'GET', url: ApiRoutes.listContractTemplates.path, headers: auth });
  const created = await t.call({
    method: 'POST',
    url: ApiRoutes.createContract.path,
    headers: auth,
    payload: { jobId, templateId: templates.json().data.rows[0].id },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id, updatedAt, signers, signerOptions } = created.json().data;
  const signed = await t.call({
    method: 'PUT',
    url: ApiRoutes.setContractSigners.path.replace(':id', id),
    headers: auth,
    payload: {
      updatedAt,
      signers: [
        { party: 'client', clientId: signers[0].clientId },
        { party: 'studio', userId: signerOptions.members[0].userId },
      ],
    },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  await t.deps.db.execute(sql`
    update contracts set status = 'sent', sent_at = now(), rendered_html = body, body_sha256 = 'x', disclosure = 'd'
    where id = ${id}`);
  await t.deps.db.execute(sql`
    update contract_signers set status = 'signed', signed_at = now(), signature_kind = 'typed',
      signature_data = name where contract_id = ${id} and party = 'client'`);
  await t.deps.db.execute(sql`
    insert into contract_events (company_id, contract_id, kind, actor_kind, actor_client_id)
    select company_id, contract_id, 'signed', 'client', client_id from contract_signers
    where contract_id = ${id} and party = 'client'`);
}

/** A lead with a client, a session, a task, a file and an appointment linked to both. */
async function leadWithTabs(auth: Record<string, string>, companyId: string) {
  const client = await insertClient(t.deps.db, companyId, {
    kind: 'person',
    organisationName: null,
    contacts: [
      { firstName: 'Tenancy', lastName: 'Client', email: 'tenancy.client@example.com', phone: null },
    ],
    address: {},
    notes: '',
    tags: [],
    leadSource: null,
    customFields: {},
  });
  const session = { name: 'Shoot', startsAt: '2030-03-01T10:00:00Z', endsAt: '2030-03-01T11:00:00Z' };
  const lead = await t.call({
    method: 'POST',
    url: ApiRoutes.createJob.path,
    headers: auth,
    payload: { stage: 'lead', name: 'Tenancy lead', clientIds: [client.id], sessions: [session] },
  });
  expect(lead.statusCode, lead.body).toBe(200);
  // An appointment linked to both, so the walk meets appointments' client_id and job_id too.
  const linked = await t.call({
    method: 'POST',
    url: ApiRoutes.createAppointment.path,
    headers: auth,
    payload: {
      kind: 'appointment',
      title: 'Call',
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      clientId: client.id,
      jobId: lead.json().data.id,
    },
  });
  expect(linked.statusCode, linked.body).toBe(200);
  const jobUrl = (path: string) => path.replace(':id', lead.json().data.id);
  await t.call({
    method: 'POST',
    url: jobUrl(ApiRoutes.createJobTask.path),
    headers: auth,
    payload: { title: 'Call' },
  });
  const boundary = 'tenancy-boundary';
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
  const upload = await t.call({
    method: 'POST',
    url: jobUrl(ApiRoutes.uploadJobFile.path),
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: file,
  });
  expect(upload.statusCode, upload.body).toBe(200);
  await acceptedQuote(auth, lead.json().data.id);
  await signedContract(auth, lead.json().data.id);
  await answeredQuestionnaire(auth, lead.json().data.id, client.id);
}

/**
 * A questionnaire of the lead for its client from B's template, made sent and answered in SQL (a
 * send would mail, and the mail's delivery would change B's rows during the walk).
 */
async function answeredQuestionnaire(auth: Record<string, string>, jobId: string, clientId: string) {
  const templates = await t.call({ method: 'GET', url: ApiRoutes.listQuestionnaireTemplates.path, headers: auth });
  const created = await t.call({
    method: 'POST',
    url: ApiRoutes.createQuestionnaire.path.replace(':id', jobId),
    headers: auth,
    payload: { templateId: templates.json().data.rows[0].id, clientId, send: false },
  });
  expect(created.statusCode, created.body).toBe(200);
  await t.deps.db.execute(sql`
    update questionnaires set status = 'in_progress', sent_at = now(), answers_version = 1,
      answers = jsonb_build_object(sections->0->'questions'->0->>'id', '2030-03-01')
    where id = ${created.json().data.id}`);
}

/** A quote of the lead, sent and accepted, and its invoice issued: rows of every money table to probe. */
async function acceptedQuote(auth: Record<string, string>, jobId: string) {
  const content = {
    kind: 'pick-and-choose',
    title: 'Tenancy quote',
    packages: [{ name: 'Tenancy package', priceMinor: 9000 }],
    addOns: [{ name: 'Tenancy print', unitPriceMinor: 1500, maxQuantity: 3 }],
  };
  let quote = await t.call({
    method: 'POST',
    url: ApiRoutes.createQuote.path,
    headers: auth,
    payload: { jobId, content },
  });
  for (const [path, extra] of [
    [ApiRoutes.sendQuote.path, { email: false }],
    [ApiRoutes.acceptQuote.path, { choice: { packages: [0], addOnQuantities: [2] } }],
  ] as const) {
    expect(quote.statusCode, quote.body).toBe(200);
    const { id, updatedAt } = quote.json().data;
    quote = await t.call({
      method: 'POST',
      url: path.replace(':id', id),
      headers: auth,
      payload: { updatedAt, ...extra },
    });
  }
  expect(quote.json().data.status).toBe('accepted');
  // Its invoice, issued (a number, the company's numbering row).
  let invoice = await t.call({
    method: 'POST',
    url: ApiRoutes.makeInvoiceFromQuote.path.replace(':id', quote.json().data.id),
    headers: auth,
    payload: { updatedAt: quote.json().data.updatedAt },
  });
  expect(invoice.statusCode, invoice.body).toBe(200);
  const { id, updatedAt } = invoice.json().data;
  // Issued without its mail (a mail's delivery attempts would change B's rows during the walk);
  // its client's link is made as a send makes it.
  invoice = await t.call({
    method: 'POST',
    url: ApiRoutes.sendInvoice.path.replace(':id', id),
    headers: auth,
    payload: { updatedAt, email: false },
  });
  expect(invoice.json().data.number).toBe('INV-0001');
  // A credit note for part of it (its own numbering row and a frozen note to probe).
  const credited = await t.call({
    method: 'POST',
    url: ApiRoutes.createCreditNote.path.replace(':id', id),
    headers: auth,
    payload: {
      updatedAt: invoice.json().data.updatedAt,
      reason: 'Tenancy credit',
      credit: { kind: 'lines', lines: [{ index: 0, amountMinor: 100 }] },
    },
  });
  expect(credited.statusCode, credited.body).toBe(200);
  const link = { companyId: await currentCompanyId(t, auth), kind: 'invoice' as const, documentId: id };
  await issueDocumentLink(t.deps.db, link, 'http://localhost');
}

/**
 * Every company starts with eight job types and six pipeline stages (the default lists): rows of
 * one kind that every route treats alike, so each added 78 calls of no new coverage. B keeps its
 * first job type and its first stage of each kind (open, won, lost; the lead's stage among them).
 */
async function fewerListRows(businessAccountId: string) {
  const companies = sql`(select id from companies where business_account_id = ${businessAccountId})`;
  await t.deps.db.execute(sql`
    delete from job_types x where company_id in ${companies} and exists (
      select 1 from job_types y where y.company_id = x.company_id and y.position < x.position)`);
  await t.deps.db.execute(sql`
    delete from lead_stages x where company_id in ${companies}
      and not exists (select 1 from jobs j where j.lead_stage_id = x.id)
      and exists (select 1 from lead_stages y
        where y.company_id = x.company_id and y.kind = x.kind and y.position < x.position)`);
}

async function importsFinished(businessAccountId: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [row] = await rowsOf<{ n: number }>(sql`
      select count(*)::int as n from background_tasks t join companies c on c.id = t.company_id
      where c.business_account_id = ${businessAccountId} and t.state = 'IN_PROGRESS'`);
    if (row!.n === 0 || Date.now() > deadline) return row!.n === 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('tenancy', () => {
  let a: Awaited<ReturnType<typeof studio>>;
  let b: Awaited<ReturnType<typeof studio>>;
  let routes: Route[];
  beforeAll(async () => {
    a = await studio('Alpha');
    b = await studio('Bravo');
    expect(await importsFinished(b.businessAccountId)).toBe(true);
    await fewerListRows(b.businessAccountId);
    routes = await routesWithIds();
  });

  it('walks the routes and tables it should (so it cannot pass by walking nothing)', async () => {
    const walked = routes.map((r) => `${r.method} ${r.path}`);
    expect(walked).toEqual(
      expect.arrayContaining([
        'GET /api/companies/{id}',
        'PUT /api/companies/{id}',
        'DELETE /api/companies/{id}',
        'PUT /api/companies/{id}/logo',
        'DELETE /api/companies/{id}/logo',
        'DELETE /api/company/team/invitations/{id}',
        'DELETE /api/company/team/members/{userId}',
        'PUT /api/user/background-tasks/{id}/dismiss',
        'POST /protected/rest/settings/email_template/update',
        'POST /protected/rest/settings/email_template/delete',
        'POST /protected/rest/settings/email_template/send',
        'POST /api/user/invoices/{id}/payments',
        'GET /api/user/invoices/{id}/payments',
        'POST /api/user/payments/{id}/refunds',
        'GET /api/user/settings/products/{id}',
        'PUT /api/user/settings/products/{id}',
        'DELETE /api/user/settings/products/{id}',
        'POST /api/user/settings/products/{id}/archive',
        'POST /api/user/settings/products/{id}/restore',
        'PUT /api/user/settings/products/{id}/image',
        'DELETE /api/user/settings/products/{id}/image',
        'GET /api/user/settings/packages/{id}',
        'PUT /api/user/settings/packages/{id}',
        'DELETE /api/user/settings/packages/{id}',
        'POST /api/user/settings/packages/{id}/archive',
        'POST /api/user/settings/packages/{id}/restore',
        'PUT /api/user/settings/packages/{id}/image',
        'DELETE /api/user/settings/packages/{id}/image',
        'GET /api/user/quotes/{id}',
        'GET /api/user/quotes/{id}/version',
        'PUT /api/user/quotes/{id}',
        'DELETE /api/user/quotes/{id}',
        'POST /api/user/quotes/{id}/send',
        'POST /api/user/quotes/{id}/accept',
        'POST /api/user/quotes/{id}/decline',
        'POST /api/user/quotes/{id}/make-invoice',
        'GET /api/user/invoices/{id}',
        'GET /api/user/invoices/{id}/pdf',
        'GET /api/user/quotes/{id}/pdf',
        'PUT /api/user/invoices/{id}',
        'DELETE /api/user/invoices/{id}',
        'POST /api/user/invoices/{id}/send',
        'POST /api/user/invoices/{id}/void',
        'PUT /api/user/invoices/{id}/schedule',
        'POST /api/user/invoices/{id}/links/revoke',
        'GET /api/user/invoices/{id}/credit-notes',
        'POST /api/user/invoices/{id}/credit-notes',
        'GET /api/user/credit-notes/{id}',
        'GET /api/user/credit-notes/{id}/pdf',
        'POST /api/user/quotes/{id}/links/revoke',
        'GET /api/user/settings/quote-templates/{id}',
        'PUT /api/user/settings/quote-templates/{id}',
        'DELETE /api/user/settings/quote-templates/{id}',
        'GET /api/user/settings/schedule-templates/{id}',
        'PUT /api/user/settings/schedule-templates/{id}',
        'DELETE /api/user/settings/schedule-templates/{id}',
        'GET /api/user/settings/questionnaire-templates/{id}',
        'PUT /api/user/settings/questionnaire-templates/{id}',
        'POST /api/user/settings/questionnaire-templates/{id}/duplicate',
        'DELETE /api/user/settings/questionnaire-templates/{id}',
        'GET /api/user/settings/contract-templates/{id}',
        'PUT /api/user/settings/contract-templates/{id}',
        'POST /api/user/settings/contract-templates/{id}/duplicate',
        'DELETE /api/user/settings/contract-templates/{id}',
        'GET /api/user/contracts/{id}',
        'PUT /api/user/contracts/{id}',
        'DELETE /api/user/contracts/{id}',
        'PUT /api/user/contracts/{id}/signers',
        'POST /api/user/contracts/{id}/send',
        'POST /api/user/contracts/{id}/remind',
        'POST /api/user/contracts/{id}/void',
        'POST /api/user/contracts/{id}/revise',
        'POST /api/user/contracts/{id}/sign',
        'GET /api/user/contracts/{id}/pdf',
        'GET /api/user/jobs/{id}/questionnaires',
        'POST /api/user/jobs/{id}/questionnaires',
        'GET /api/user/questionnaires/{id}',
        'POST /api/user/questionnaires/{id}/send',
        'POST /api/user/questionnaires/{id}/remind',
        'POST /api/user/questionnaires/{id}/reopen',
        'DELETE /api/user/questionnaires/{id}',
        'GET /api/user/questionnaires/{id}/files/{questionId}',
      ]),
    );
    const { ids, columnsWithIds } = await idsOf(b.businessAccountId);
    expect(ids.size).toBeGreaterThanOrEqual(10);
    for (const source of [
      'companies',
      'tax_rates.id',
      'invitations.id',
      'background_tasks.id',
      'memberships.user_id',
      'sessions.id',
      'email_templates.id',
      'appointments.client_id',
      'appointments.job_id',
      'products.id',
      'product_tax_rates.tax_rate_id',
      'packages.id',
      'package_items.product_id',
      'quotes.id',
      'quotes.job_id',
      'quote_versions.quote_id',
      'quote_acceptances.quote_id',
      'invoices.id',
      'invoices.quote_id',
      'invoice_numbering.company_id',
      'credit_notes.id',
      'credit_notes.invoice_id',
      'credit_note_numbering.company_id',
      'document_links.document_id',
      'quote_templates.id',
      'payment_schedule_templates.id',
      'questionnaire_templates.id',
      'questionnaires.id',
      'questionnaires.template_id',
      'questionnaires.client_id',
      'contract_templates.id',
      'contract_settings.company_id',
      'contracts.id',
      'contracts.template_id',
      'contract_signers.id',
      'contract_signers.client_id',
      'contract_events.id',
      'contract_events.contract_id',
      'payment_reminder_settings.company_id',
    ]) {
      expect(columnsWithIds, source).toContain(source);
    }
  });

  it("answers 404 to a user of company A for every id of company B (403 on the console's routes), and B's rows stay as they were", async () => {
    const { ids, companyIds } = await idsOf(b.businessAccountId);
    const own = (await idsOf(a.businessAccountId)).ids;
    const before = await digestOf(b.businessAccountId, companyIds, b.userIds);
    const failures: string[] = [];
    let calls = 0;
    const probes = routes.flatMap((route) =>
      [...ids].filter(([id]) => !own.has(id)).map(([id, source]) => ({ route, id, source })),
    );
    const probe = async ({ route, id, source }: (typeof probes)[number]) => {
      const request = await requestFor(route, id);
      const res = await t.call({
        method: route.method as 'GET',
        ...request,
        headers: { ...a.auth, [COMPANY_HEADER]: a.companyId, ...request.headers },
        ip: randomIp(),
      });
      calls++;
      // The console's routes reach every company by design: a user's token is refused outright.
      const expected = route.operation.tags?.includes('admin') ? 403 : 404;
      if (res.statusCode !== expected) {
        failures.push(`${route.method} ${route.path} with ${source} ${id}: ${res.statusCode} ${res.body}`);
      }
    };
    // One at a time: run six at once, the walk took as long on this 2-core machine (PGlite answers
    // one query at a time; a PostgreSQL server's pool gained nothing either, measured at load 17-21).
    for (const p of probes) await probe(p);
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(routes.length * 5);
    expect(await digestOf(b.businessAccountId, companyIds, b.userIds)).toBe(before);
    // Every route times every id of B: about 2,500 calls (78 routes, 32 ids; 4,000 before B's
    // default lists were trimmed), 10-25 s on PGlite at a load of 16 on 2 cores.
  }, 90_000);

  // Routes named by a mailed token are not walked above (the token is the proof, whoever sends it):
  // each acts on the account it was made for alone, whatever session and company come with it.
  // Last: the link ends every session of A's owner.
  it("a two-factor notice's link turns off its own account's two-factor alone, sent with B's session", async () => {
    const api = apiOf(t);
    await turnedOn(api, a.auth);
    await turnedOn(api, b.auth);
    const { companyIds } = await idsOf(b.businessAccountId);
    const before = await digestOf(b.businessAccountId, companyIds, b.userIds);
    const ownerA = (await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: a.auth })).json().data
      .profile;
    const [mail] = await mailOf(t, (await findUserByEmail(t.deps.db, ownerA.email))!);
    const token = mail!.text.match(/\/2fa\/not-me\/(\S+)/)![1]!;
    const res = await t.call({
      method: 'POST',
      url: ApiRoutes.undoTwoFactor.path,
      payload: { token },
      headers: { ...b.auth, [COMPANY_HEADER]: b.companyId },
      ip: randomIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: a.auth })).statusCode).toBe(
      401,
    );
    const stateOfB = await t.call({
      method: 'GET',
      url: ApiRoutes.getTwoFactorSetupMetadata.path,
      headers: b.auth,
    });
    expect(stateOfB.json().data.user2faState).toBe('ON');
    expect(await digestOf(b.businessAccountId, companyIds, b.userIds)).toBe(before);
  });
});
