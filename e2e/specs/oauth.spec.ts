import { expect, test } from '../support/fixtures.ts';
import { randomBytes } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { SERVER_HOOK_TIMEOUT_MS, startServer, type StartedServer } from '../support/server.ts';

/**
 * Sign-up and sign-in with an OpenID Connect provider: a real one (oauth2-mock-server) on loopback,
 * which approves every request at once and sends the browser back to Focal.
 */
test.describe('with an OpenID Connect provider', () => {
  let provider: OAuth2Server;
  let server: StartedServer;
  const person = {
    sub: `e2e-${randomBytes(6).toString('hex')}`,
    email: `oauth-${randomBytes(6).toString('hex')}@focal.test`,
    email_verified: true,
    given_name: 'Morgan',
    family_name: 'Lens',
  };

  test.beforeAll(async () => {
    test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    // The mock signs the access token and then the ID token: the person's claims go on every one.
    provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, person));
    server = await startServer({
      OAUTH_PROVIDERS: 'google',
      OAUTH_GOOGLE_ISSUER: provider.issuer.url!,
      OAUTH_GOOGLE_CLIENT_ID: 'focal-e2e',
      OAUTH_GOOGLE_CLIENT_SECRET: 'secret',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await provider?.stop();
  });

  test('a photographer signs up with Google, finishes in one more step, and signs in with it again', async ({
    page,
  }) => {
    await page.goto(`${server.baseURL}/signup`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(page.getByRole('heading', { name: 'Just one more step!' })).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/oauth2\/token\/google\?token=/);
    await expect(page.getByText(`Hi ${person.given_name}`)).toBeVisible();
    // The provider vouched for the email: it is not asked again.
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await page.getByLabel('Country').selectOption('IE');
    await expect(page.getByLabel('Currency')).toHaveValue('EUR');
    await page.getByLabel('Time zone').selectOption('Europe/Dublin');

    await page.getByRole('button', { name: 'Finish sign-up' }).click();
    await expect(
      page.getByText('Please indicate that you accept the terms of use and privacy policy.'),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: 'I accept the terms of use and privacy policy' }).check();
    await page.getByRole('button', { name: 'Finish sign-up' }).click();

    await expect(page.getByRole('heading', { name: `Welcome, ${person.given_name}` })).toBeVisible();
    await expect(page).toHaveURL(`${server.baseURL}/`);
    await expect(page.getByText(`${person.given_name} ${person.family_name}`).first()).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/login/);

    // A returning user: the same Google account signs straight in.
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: `Welcome, ${person.given_name}` })).toBeVisible();
    await expect(page).toHaveURL(`${server.baseURL}/`);
  });

  test('a callback that was not started in this browser is refused with a way back', async ({ page }) => {
    await page.goto(`${server.baseURL}/signup/oauth2/code/google?code=forged&state=not-ours`);
    await expect(page.getByRole('heading', { name: 'Sign-in with your account failed' })).toBeVisible();
    await expect(page.getByText(/not valid any more/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign-up' }).click();
    await expect(page.getByRole('heading', { name: 'Create your Focal account' })).toBeVisible();
  });
});
