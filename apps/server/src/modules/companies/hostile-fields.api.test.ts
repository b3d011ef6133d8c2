import { CompanyPaths, INVALID_WEB_ADDRESS, REQUIRED } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { DEMO_OWNER, seedDemo } from '../../db/seed/demo.ts';
import { bearer, randomIp } from '../../test/factories.ts';

/** Issue 10 §8: a website is a link others click, and a name must show something. */
let auth: Record<string, string>;
it.beforeAll(async ({ api }) => {
  await seedDemo(api.deps.db);
  const login = await api.post('/api/auth/login', DEMO_OWNER, { ip: randomIp() });
  auth = bearer(login.json().data);
});

const fieldsOf = (res: { statusCode: number; json: () => { errorCode: string; data: unknown } }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().errorCode).toBe('ValidationFailed');
  return (res.json().data as { fields: Record<string, string> }).fields;
};

describe('hostile company fields', () => {
  it.for(['javascript:alert(document.cookie)', 'data:text/html,<script>1</script>', 'vbscript:x'])(
    'refuses the website %j: http(s) addresses only',
    async (website, { api }) => {
      const list = await api.get(CompanyPaths.list, { as: auth });
      const company = list.json().data.companies[0] as { id: string; version: string };
      const res = await api.put(
        CompanyPaths.company(company.id),
        { version: company.version, website },
        { as: auth },
      );
      expect(fieldsOf(res).website).toBe(INVALID_WEB_ADDRESS);
      const after = await api.get(CompanyPaths.list, { as: auth });
      expect(JSON.stringify(after.json())).not.toContain(website.slice(0, 10));
    },
  );

  it.for(['\u200b\u200b', '\u200c\u200d\u2060', '\ufeff', '\u3164', ' \u2800 '])(
    'refuses a company name %j made only of invisible characters',
    async (name, { api }) => {
      const res = await api.post(CompanyPaths.create, { name, email: 'studio@focal.test' }, { as: auth });
      expect(fieldsOf(res).name).toBe(REQUIRED);
    },
  );
});
