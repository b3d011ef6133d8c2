import { randomUUID } from 'node:crypto';
import { errorBodySchema, INVALID_CHARACTERS, NESTED_TOO_DEEP } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../test/api-test.ts';
import { DEMO_ADMIN, DEMO_OWNER, seedDemo } from '../db/seed/demo.ts';
import { bearer, randomIp } from '../test/factories.ts';
import { MAX_JSON_DEPTH } from './validation.ts';

/**
 * Issue 10 §2: every route of the app, read from its OpenAPI document (a new route joins by itself),
 * gets NUL and other control characters in each string field, path parameter and query parameter.
 * A 500 (PostgreSQL refusing a NUL) or a request that goes through is a failure: the answer is a 4xx
 * in the spec's error body naming the poisoned field.
 */
type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = { in: string; name: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const POISONS = ['\u0000', 'a\u0000b', 'x\u0001y', '\u001b[2J', 'del\u007f', 'cr\rlf'];

let userHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;
it.beforeAll(async ({ api }) => {
  await seedDemo(api.deps.db);
  const signIn = (url: string, payload: object) => api.call({ method: 'POST', url, payload, ip: randomIp() });
  userHeaders = bearer((await signIn('/api/auth/login', DEMO_OWNER)).json().data);
  adminHeaders = bearer((await signIn('/api/admin/auth/login', DEMO_ADMIN)).json().data);
});

// Plausible values by field name, where the schema alone (a pattern, a refinement) does not say.
const BY_NAME: [RegExp, string][] = [
  [/email/i, 'walker@focal.test'],
  [/password/i, 'correct horse battery staple'],
  [/^country$/, 'US'],
  [/^currency$/, 'USD'],
  [/^time_?zone$/i, 'UTC'],
];

/** A plausible value for a schema, so that only the poisoned leaf is wrong. */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  const named = BY_NAME.find(([pattern]) => pattern.test(name));
  if (named && (schema?.type === 'string' || schema?.anyOf || schema?.oneOf)) return named[1];
  if (!schema) return 'x';
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(choice.find((s) => s.type !== 'null') ?? choice[0], name);
  if (schema.allOf) return sample(schema.allOf[0], name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'object' || schema.properties)
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, k)]));
  if (type === 'array') return [sample(schema.items)];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (schema.format === 'email') return 'walker@focal.test';
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date-time') return new Date().toISOString();
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 16));
}

type Leaf = { path: string[]; plausible: string };

/** Every string leaf a body may carry, with a plausible value for it. */
function stringLeaves(schema: JsonSchema | undefined, path: string[] = []): Leaf[] {
  if (!schema) return [];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return stringLeaves(choice.find((s) => s.type !== 'null') ?? choice[0], path);
  if (schema.allOf) return stringLeaves(schema.allOf[0], path);
  if (schema.properties)
    return Object.entries(schema.properties).flatMap(([k, s]) => stringLeaves(s, [...path, k]));
  if (schema.type === 'array') return stringLeaves(schema.items, [...path, '0']);
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!type.includes('string') || schema.enum || schema.const !== undefined) return [];
  return [{ path, plausible: String(sample(schema, path.at(-1))) }];
}

/** The poison alone, and hidden inside a value that is otherwise right ('walker\u0000@focal.test'). */
const poisoned = (plausible: string, poison: string) => [poison, plausible.replace(/^(.)/, `$1${poison}`)];

function withLeaf(value: unknown, path: string[], leaf: string): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head!] = withLeaf(copy[head!], rest, leaf);
  return copy;
}

type Case = { name: string; method: string; url: string; payload?: unknown; field: string };

function casesFor(path: string, method: string, op: Operation): Case[] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? sample(bodySchema) : undefined;
  const url = (poisoned?: string, value = '') =>
    path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(name === poisoned ? value : (sample({ format: 'uuid' }) as string)),
    );
  const cases: Case[] = [];
  for (const poison of POISONS) {
    const label = JSON.stringify(poison);
    for (const name of params)
      cases.push({
        name: `param ${name} ${label}`,
        method,
        url: url(name, poison),
        payload: body,
        field: name,
      });
    for (const name of query)
      cases.push({
        name: `query ${name} ${label}`,
        method,
        url: `${url()}?${new URLSearchParams({ [name]: poison })}`,
        payload: body,
        field: name,
      });
    for (const { path: leaf, plausible } of stringLeaves(bodySchema))
      for (const value of poisoned(plausible, poison))
        cases.push({
          name: `body ${leaf.join('.')} ${JSON.stringify(value)}`,
          method,
          url: url(),
          payload: withLeaf(body, leaf, value),
          field: leaf.join('.'),
        });
  }
  return cases;
}

describe('hostile strings on every route', () => {
  it('answers 4xx with the error body, never 500, for control characters anywhere', async ({ api }) => {
    await api.app.ready();
    const doc = api.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const cases = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => casesFor(path, method.toUpperCase(), op)),
    );
    // The walk reaches the routes the issue names (and every other one the document lists).
    expect(cases.map((c) => c.url)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/signup', '/api/auth/2fa/not-me']),
    );
    // The catalogue's, the quotes' and the invoices' routes (issue 32): their bodies, queries and ids.
    for (const area of [
      '/api/user/settings/products',
      '/api/user/settings/packages',
      '/api/user/quotes',
      '/api/user/invoices',
      '/api/user/settings/quote-templates',
      '/api/user/settings/schedule-templates',
      '/api/user/settings/questionnaire-templates',
      '/api/user/settings/contract-templates',
      '/api/user/contracts',
    ])
      expect(new Set(cases.filter((c) => c.url.startsWith(area)).map((c) => c.method)), area).toEqual(
        new Set(['GET', 'POST', 'PUT', 'DELETE']),
      );
    // The catalogue's pictures (issue 32): the image itself is the body, the id is poisoned.
    for (const kind of ['products', 'packages'])
      expect(
        new Set(
          cases
            .filter((c) => c.url.includes(`/settings/${kind}/`) && c.url.endsWith('/image'))
            .map((c) => c.method),
        ),
        kind,
      ).toEqual(new Set(['PUT', 'DELETE']));
    // Credit notes (issue 32): made under an invoice, read by their own id.
    for (const area of ['/api/user/invoices/', '/api/user/credit-notes/'])
      expect(
        cases.some((c) => c.url.startsWith(area) && c.url.includes('credit-notes')),
        area,
      ).toBe(true);
    // Payments recorded against an invoice (issue 33): the body and the invoice's id.
    expect(
      new Set(
        cases.filter((c) => /\/api\/user\/invoices\/[^/]+\/payments$/.test(c.url)).map((c) => c.method),
      ),
    ).toEqual(new Set(['GET', 'POST']));
    // Questionnaires (issue 34): the studio's by id, and the client's answers in the portal.
    expect(
      new Set(cases.filter((c) => c.url.startsWith('/api/user/questionnaires/')).map((c) => c.method)),
    ).toEqual(new Set(['GET', 'POST', 'DELETE']));
    expect(
      cases.some((c) => c.method === 'PUT' && c.url.startsWith('/api/portal/') && c.url.endsWith('/answers')),
    ).toBe(true);
    // A client's link opens the invoice's credit notes too: its token and the note's id are poisoned.
    expect(
      cases.some(
        (c) =>
          c.url.startsWith('/api/public/documents/') &&
          c.url.endsWith('/pdf') &&
          c.url.includes('/credit-notes/'),
      ),
    ).toBe(true);
    const failures: string[] = [];
    for (const c of cases) {
      const headers = c.url.startsWith('/api/admin/') ? adminHeaders : userHeaders;
      const res = await api.call({
        method: c.method as 'POST',
        url: c.url,
        payload: c.payload as object,
        headers,
      });
      const body = errorBodySchema.safeParse(res.json());
      const wrong =
        res.statusCode < 400 || res.statusCode >= 500
          ? `answered ${res.statusCode}`
          : !body.success
            ? 'answered without the error body'
            : res.statusCode === 400 && body.data.data?.fields?.[c.field] !== INVALID_CHARACTERS
              ? `did not name ${c.field}: ${res.body}`
              : undefined;
      if (wrong) failures.push(`${c.method} ${c.url} ${c.name}: ${wrong}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

/** `depth` arrays, one inside the other (`[[[…]]]`), as JSON text: a client's stringify would overflow first. */
const nestedJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const MARK = '(nested here)';
/** The body as JSON with `MARK`'s place taken by `depth` nested arrays. */
const deepBody = (body: unknown, depth: number) =>
  JSON.stringify(body).replace(JSON.stringify(MARK), nestedJson(depth));
const JSON_HEADERS = { 'content-type': 'application/json' };

/** Issue 29 §8: an email of 10,000 nested `[` made the control-character walk overflow the stack. */
describe('deep JSON on every route', () => {
  it('answers 400 with the error body, never 500, for a body nested deeper than 64 levels', async ({
    api,
  }) => {
    await api.app.ready();
    const doc = api.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let routes = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;
        if (!bodySchema) continue;
        routes++;
        const url = path.replace(/\{\w+\}/g, () => randomUUID());
        // The first string field nested 10,000 deep (login's email in the report), else a new field.
        const leaf = stringLeaves(bodySchema)[0];
        const body = sample(bodySchema);
        const marked = leaf ? withLeaf(body, leaf.path, MARK) : { ...(body as object), deep: MARK };
        const field = leaf ? leaf.path[0]! : 'deep';
        const res = await api.call({
          method: method.toUpperCase() as 'POST',
          url,
          payload: deepBody(marked, 10_000),
          headers: { ...JSON_HEADERS, ...(url.startsWith('/api/admin/') ? adminHeaders : userHeaders) },
        });
        const parsed = errorBodySchema.safeParse(res.json());
        const wrong =
          res.statusCode !== 400
            ? `answered ${res.statusCode}`
            : !parsed.success
              ? 'answered without the error body'
              : parsed.data.errorCode !== 'ValidationFailed' ||
                  parsed.data.data?.fields?.[field] !== NESTED_TOO_DEEP
                ? `did not name ${field}: ${res.body}`
                : undefined;
        if (wrong) failures.push(`${method.toUpperCase()} ${path}: ${wrong}`);
      }
    }
    expect(routes).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 120_000);

  it('reads 64 levels as any other body, and refuses the 65th', async ({ api }) => {
    // The body is the first level: an email in 63 arrays is 64 levels, refused for its type only.
    const login = (depth: number) =>
      api.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: deepBody({ email: MARK, password: 'x' }, depth),
        headers: JSON_HEADERS,
        ip: randomIp(),
      });
    const at64 = await login(MAX_JSON_DEPTH - 1);
    expect(at64.statusCode).toBe(400);
    expect(at64.json().data.fields.email).not.toBe(NESTED_TOO_DEEP);
    const at65 = await login(MAX_JSON_DEPTH);
    expect(at65.statusCode).toBe(400);
    expect(at65.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      errorTitle: expect.any(String),
      errorMessage: NESTED_TOO_DEEP,
      data: { fields: { email: NESTED_TOO_DEEP } },
    });
    expect(MAX_JSON_DEPTH).toBe(64);
  });
});
