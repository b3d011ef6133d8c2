import type { Response } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_OWNER } from '../support/session.ts';

/** The build leaves only smaller files without variants (apps/web/build/compress-plugin.ts). */
const SMALLEST_COMPRESSED = 1024;

test('the HTML, scripts and stylesheets arrive as brotli, and the page they make works', async ({
  page,
  request,
}) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (['document', 'script', 'stylesheet'].includes(type)) responses.push(response);
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_OWNER.firstName}` })).toBeVisible();

  const paths = responses.map((response) => new URL(response.url()).pathname);
  expect(paths[0]).toBe('/login');
  expect(paths.some((path) => path.endsWith('.js'))).toBe(true);
  expect(paths.some((path) => path.endsWith('.css'))).toBe(true);
  for (const response of responses) {
    const path = new URL(response.url()).pathname;
    // What the browser decoded is byte for byte the file as the server holds it.
    const decoded = await response.body();
    const original = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(decoded.equals(await original.body()), path).toBe(true);
    if (decoded.length < SMALLEST_COMPRESSED) continue;
    const headers = await response.allHeaders();
    expect(headers['content-encoding'], path).toBe('br');
    expect(headers.vary, path).toMatch(/accept-encoding/i);
    const { responseBodySize } = await response.request().sizes();
    expect(responseBodySize, path).toBeLessThan(decoded.length * 0.6);
  }
});
