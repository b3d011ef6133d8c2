import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { openWithTokens } from '../support/session.ts';
import { freshStudio, seedClient } from '../support/studio.ts';

/**
 * Issue 17 "Clients": a couple added through the form, found by a misspelt search, edited; two
 * clients tagged at once; the filtered list exported as CSV; a CSV of three rows imported with one
 * duplicate skipped; two clients merged. Each test starts from a fresh studio of its own.
 */
test('a couple added, found misspelt, edited, tagged with another in bulk, exported, merged', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { owner, headers } = await freshStudio(request);
  await seedClient(request, headers, 'Bea', 'Stone');

  await openWithTokens(page, owner.tokens, owner.email, '/clients');
  await expect(page.getByRole('link', { name: 'Bea Stone' })).toBeVisible();

  // Add a couple: the kind switches the contact fields to two.
  await page.getByRole('button', { name: '+ New client' }).click();
  const form = page.getByRole('dialog', { name: 'New client' });
  await form.getByText('Couple', { exact: true }).click();
  await form.getByLabel('First name').nth(0).fill('Anna');
  await form.getByLabel('Last name').nth(0).fill('Smith');
  await form.getByLabel('Email').nth(0).fill('anna@example.com');
  await form.getByLabel('First name').nth(1).fill('Ben');
  await form.getByLabel('Last name').nth(1).fill('Smith');
  await form.getByLabel('City').fill('Bath');
  await form.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anna & Ben Smith' })).toBeVisible();
  await expect(page.getByText('Bath')).toBeVisible();

  // Found by a misspelt search; the address keeps it.
  await page.getByRole('link', { name: 'All clients' }).first().click();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('Smiht');
  await expect(page).toHaveURL(/q=Smiht/);
  // The search's answer replaces the rows (the previous ones stay while it loads).
  await expect(page.getByRole('link', { name: 'Bea Stone' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Anna & Ben Smith' })).toBeVisible();

  // Edit: notes saved and shown.
  await page.getByRole('link', { name: 'Anna & Ben Smith' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit client' });
  await edit.getByLabel('Notes').fill('Prefers golden hour.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Prefers golden hour.')).toBeVisible();

  // Both clients tagged at once.
  await page.getByRole('link', { name: 'All clients' }).first().click();
  await page.getByRole('checkbox', { name: 'Select every client on this page' }).check();
  await page.getByRole('combobox', { name: 'Tag to add or remove' }).fill('vip');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('Tag added to 2 clients.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'vip' })).toHaveCount(2);

  // Export CSV: the file the browser receives starts with the columns' header.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const firstLine = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
  expect(firstLine.startsWith('Name,Kind,Organisation,First name,Last name,Email,Phone')).toBe(true);

  // Merge Bea Stone into the couple: the preview says what moves, then she is archived.
  await page.getByRole('link', { name: 'Anna & Ben Smith' }).click();
  await page.getByRole('button', { name: 'Merge…' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge clients' });
  await merge.getByRole('textbox', { name: 'Client to merge' }).fill('Bea');
  await page.getByRole('option', { name: /Bea Stone/ }).click();
  await expect(merge.getByRole('status')).toContainText('Bea Stone will be merged into Anna & Ben Smith');
  await merge.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText('Clients merged.')).toBeVisible();
  await page.getByRole('link', { name: 'All clients' }).first().click();
  await expect(page.getByRole('link', { name: 'Anna & Ben Smith' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bea Stone' })).toBeHidden();
});

test('imports a CSV of three rows, one a duplicate by email: 2 created, the duplicate skipped', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { owner, headers } = await freshStudio(request);
  await seedClient(request, headers, 'Cara', 'Diaz');

  await openWithTokens(page, owner.tokens, owner.email, '/clients');
  await page.getByRole('button', { name: 'Import CSV' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import clients from CSV' });
  const csv =
    'First name,Last name,Email\nDev,Patel,dev@example.com\nCARA,Diaz,CARA@example.com\nEli,Moss,eli@example.com\n';
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('3 rows found.', { exact: false })).toBeVisible();
  // The mapping is prefilled from the header names.
  await expect(dialog.getByRole('combobox', { name: 'Goes to: Email' })).toHaveValue('Email');
  await dialog.getByRole('radio', { name: 'Skip the row' }).check();
  await dialog.getByRole('button', { name: 'Start import' }).click();
  await expect(dialog).toBeHidden();

  const banners = page.getByRole('list', { name: 'Background tasks' });
  await expect(banners.getByRole('img', { name: 'Completed' })).toBeVisible({ timeout: 30_000 });
  await banners.getByRole('button', { name: 'View details' }).click();
  const report = page.getByRole('dialog', { name: /Import from clients\.csv/ });
  // A completed import's details carry the server's report: created, updated, skipped.
  await expect(report).toContainText(
    'Clients: 2 copied. 2 created, 0 updated, 1 skipped as duplicates (same email).',
  );
  await page.keyboard.press('Escape');
  // The task's end reloads the list.
  await expect(page.getByRole('link', { name: 'Eli Moss' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dev Patel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cara Diaz' })).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(4);
});
