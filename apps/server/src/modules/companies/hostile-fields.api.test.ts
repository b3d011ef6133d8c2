import { CompanyPaths, INVALID_WEB_ADDRESS, REQUIRED } from '@focal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, seedDemo } from '../../db/seed/demo.ts';
import { bearer, randomIp } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Issue 10 §8: a website is a link others click, and a name must show something. */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.deps.db);
  const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: DEMO_OWNER, ip: randomIp() });
  auth = bearer(login.json().data);
});
afterAll(() => t.close());

const fieldsOf = (res: { statusCode: number; json: () => { errorCode: string; data: unknown } }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().errorCode).toBe('ValidationFailed');
  return (res.json().data as { fields: Record<string, string> }).fields;
};

describe('hostile company fields', () => {
  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>1</script>', 'vbscript:x'])(
    'refuses the website %j: http(s) addresses only',
    async (website) => {
      const list = await t.call({ method: 'GET', url: CompanyPaths.list, headers: auth });
      const company = list.json().data.companies[0] as { id: string; version: string };
      const res = await t.call({
        method: 'PUT',
        url: CompanyPaths.company(company.id),
        headers: auth,
        payload: { version: company.version, website },
      });
      expect(fieldsOf(res).website).toBe(INVALID_WEB_ADDRESS);
      const after = await t.call({ method: 'GET', url: CompanyPaths.list, headers: auth });
      expect(JSON.stringify(after.json())).not.toContain(website.slice(0, 10));
    },
  );

  it.each(['\u200b\u200b', '\u200c\u200d\u2060', '\ufeff', '\u3164', ' \u2800 '])(
    'refuses a company name %j made only of invisible characters',
    async (name) => {
      const res = await t.call({
        method: 'POST',
        url: CompanyPaths.create,
        headers: auth,
        payload: { name, email: 'studio@focal.test' },
      });
      expect(fieldsOf(res).name).toBe(REQUIRED);
    },
  );
});
