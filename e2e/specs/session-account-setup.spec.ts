import type { APIRequest, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startCluster, type Cluster } from '../../scripts/pg-cluster.ts';
import { createConfirmedUser, DEFAULT_PASSWORD } from '../support/api.ts';
import { SERVER_HOOK_TIMEOUT_MS, startServer, type StartedServer } from '../support/server.ts';

/**
 * Accounts set up only in part (spec 01 §8 "User does not exist", "Country required") and a user left
 * without a company (453). No screen makes such an account, so the spec runs the server on a
 * PostgreSQL cluster of its own and shapes the rows directly, then drives the app as the user would.
 */
let cluster: Cluster;
let server: StartedServer;
let db: pg.Client;

test.beforeAll(async () => {
  // A PostgreSQL cluster, then the server on it.
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database focal_e2e');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/focal_e2e';
  server = await startServer({
    DATABASE_URL: url.toString(),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TWO_FACTOR_KEY: randomBytes(32).toString('base64'),
  });
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
});
test.afterAll(async () => {
  await db?.end();
  await server?.stop();
  await cluster?.stop();
});

async function signedIn(page: Page, playwright: { request: APIRequest }) {
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const user = await createConfirmedUser(api);
  await api.dispose();
  await page.goto(`${server.baseURL}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.input.firstName}` })).toBeVisible();
  return user;
}

test('a user without a country chooses one in the Quick Account Update modal, then works on', async ({
  page,
  playwright,
}) => {
  const user = await signedIn(page, playwright);
  await db.query('update users set country = null where lower(email) = lower($1)', [user.email]);

  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Quick Account Update' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required. Please fill in.')).toBeVisible();
  await dialog.getByLabel('Country').selectOption('NZ');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { name: `Welcome, ${user.input.firstName}` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const { rows } = await db.query('select country from users where lower(email) = lower($1)', [user.email]);
  expect(rows[0].country).toBe('NZ');
});

test("an account set up for its user is finished in 'Just one more step!', then its password signs in", async ({
  page,
  playwright,
}) => {
  const user = await signedIn(page, playwright);
  // What an import or an invitation leaves: no password, no country, the terms never accepted.
  await db.query(
    'update users set password_hash = null, country = null, terms_accepted_at = null where lower(email) = lower($1)',
    [user.email],
  );

  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Just one more step!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Complete sign-up' }).click();
  await expect(
    page.getByText('Please indicate that you accept the terms of use and privacy policy.'),
  ).toBeVisible();
  await expect(
    page.getByText('Please indicate that you accept the terms of use and privacy policy.'),
  ).toBeHidden({
    timeout: 10_000,
  });

  const newPassword = `${DEFAULT_PASSWORD} again`;
  await dialog.getByLabel('Password', { exact: true }).fill(newPassword);
  await expect(dialog.getByText(/Strength/)).toBeVisible();
  await dialog.getByLabel('Confirm password').fill('something else entirely');
  await dialog.getByLabel('Country').selectOption('IE');
  await dialog.getByRole('checkbox', { name: 'I accept the terms of use and privacy policy' }).check();
  await dialog.getByRole('button', { name: 'Complete sign-up' }).click();
  await expect(dialog.getByText('The passwords do not match.')).toBeVisible();
  await dialog.getByLabel('Confirm password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Complete sign-up' }).click();

  const welcome = page.getByRole('dialog', { name: 'Welcome to Focal!' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText('Your account is set up')).toBeVisible();
  await welcome.getByRole('button', { name: 'Get started' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.input.firstName}` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const { rows } = await db.query(
    'select country, terms_accepted_at is not null as accepted from users where lower(email) = lower($1)',
    [user.email],
  );
  expect(rows[0]).toEqual({ country: 'IE', accepted: true });
  const login = await page.request.post(`${server.baseURL}/api/auth/login`, {
    data: { email: user.email, password: newPassword },
  });
  expect(login.status()).toBe(200);
});

test('a user left without any company (453 at boot) is signed out to /login with the reason', async ({
  page,
  playwright,
}) => {
  const user = await signedIn(page, playwright);
  await db.query(
    'delete from memberships where user_id = (select id from users where lower(email) = lower($1))',
    [user.email],
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your account does not belong to any company.')).toBeVisible();
});
