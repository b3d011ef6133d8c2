import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { TEST_PUBLIC_URL } from '../../test/test-app.ts';

const TERMS = 'https://studio.example/terms-of-use';
const PRIVACY = 'https://studio.example/privacy';

it.override('appOptions', { env: { TERMS_URL: TERMS, PRIVACY_URL: PRIVACY } });

describe('the help, terms and privacy pages (spec 01 §2.3)', () => {
  it('send people to the addresses the installation configured', async ({ api }) => {
    for (const [path, to] of [
      ['/terms', TERMS],
      ['/privacy', PRIVACY],
    ]) {
      const res = await api.get(path!);
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location).toBe(to);
    }
  });

  it('are the installation’s own page where nothing is configured: plain HTML with real words', async ({
    api,
  }) => {
    const res = await api.get('/help');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Help and tutorials</h1>');
    expect(res.body).not.toContain('<script');
  });

  it('are the links of the user menu: the configured privacy address, the own help page', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const links = (await api.get('/api/basic/bootstrap', { as: auth })).json().data.profile.resourcesLinks;
    expect(links.HELP_TUTORIALS).toEqual({ url: `${TEST_PUBLIC_URL}/help` });
    expect(links.YOUR_PRIVACY).toEqual({ url: PRIVACY });
  });
});
