import { ApiRoutes } from '@focal/contracts/api-routes';
import { expect, test } from '../support/fixtures.ts';
import { createConfirmedUser } from '../support/api.ts';
import { SERVER_HOOK_TIMEOUT_MS, startServer, type StartedServer } from '../support/server.ts';
import { waitForAccessTokenExpiry } from '../support/session.ts';
import { sharedMailServer } from '../support/mail-server.ts';
import { DEFAULT_PASSWORD, uniqueEmail } from '../support/api.ts';

test.describe('with a 3-second access token', () => {
  let server: StartedServer;
  test.beforeAll(async () => {
    test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
    server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: '3' });
  });
  test.afterAll(() => server?.stop());

  test('an expired access token is refreshed once and the user stays signed in', async ({
    page,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const user = await createConfirmedUser(api);
    await page.goto(`${server.baseURL}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: `Welcome, ${user.input.firstName}` })).toBeVisible();

    await waitForAccessTokenExpiry(page); // the server's tokens live 3 s
    const refreshes: string[] = [];
    const bootstraps: number[] = [];
    page.on('request', (r) => r.url().endsWith(ApiRoutes.refreshTokens.path) && refreshes.push(r.url()));
    page.on('response', (r) => r.url().endsWith(ApiRoutes.bootstrap.path) && bootstraps.push(r.status()));
    await page.reload();
    await expect(page.getByRole('heading', { name: `Welcome, ${user.input.firstName}` })).toBeVisible();
    expect(refreshes).toHaveLength(1);
    // The one refresh comes from the reload's bootstrap (401, then 200) or, on a slow machine, from
    // the banners' poll just before it (then the bootstrap gets 200 at once): never two.
    expect([[401, 200], [200]]).toContainEqual(bootstraps);

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    await api.dispose();
  });
});

test.describe('with a real SMTP server', () => {
  const { baseURL, smtp } = sharedMailServer();

  test('the confirmation email arrives by SMTP and its link confirms the address', async ({ page }) => {
    const email = uniqueEmail('smtp');
    await page.goto(`${baseURL}/signup`);
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Aperture');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByLabel('Studio name').fill('Aperture Portraits');
    await page.getByRole('checkbox', { name: 'I accept the terms of use and privacy policy' }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the confirmation email' })).toHaveCount(0);

    const mail = await smtp.waitForMail(email, {
      subject: 'Confirm your email address for Focal',
      timeoutMs: 40_000,
    });
    const link = mail.text.match(/http\S+\/signup\/confirm\/\S+/)![0];
    expect(link.startsWith(baseURL)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  });
});

test.describe('someone guessing an owner’s password (issue 10 §5)', () => {
  let server: StartedServer;
  test.beforeAll(async () => {
    test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
    server = await startServer(); // its own sign-in counters
  });
  test.afterAll(() => server?.stop());

  test('cannot lock the owner out of the browser they signed in from before', async ({
    page,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const user = await createConfirmedUser(api);
    const signIn = async () => {
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: `Welcome, ${user.input.firstName}` })).toBeVisible();
    };
    await page.goto(`${server.baseURL}/login`);
    await signIn();
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/login/);

    for (let i = 0; i < 20; i++) {
      const guess = await api.post(ApiRoutes.login.path, {
        data: { email: user.email, password: `guess-${i}-pw` },
      });
      expect(guess.status()).toBe(401);
    }
    const stranger = await api.post(ApiRoutes.login.path, {
      data: { email: user.email, password: user.password },
    });
    expect(stranger.status()).toBe(429);
    // The browser kept its device token through the sign-out and sends it: it is not the stranger.
    await signIn();
    await api.dispose();
  });
});
