import { createConfirmedUser } from '../support/api.ts';
import { currentCompany, setTaxRates } from '../support/companies.ts';
import { expect, test } from '../support/fixtures.ts';
import { navigateInApp } from '../support/navigate.ts';
import { openWithTokens } from '../support/session.ts';

/**
 * Issue 32 "products and packages": on a new studio with one tax rate, a product is added with the
 * tax, a package is made of it (the items' sum shown beside the package's price), the product is
 * archived, and deleting it is refused while the package holds it, with the words to archive instead.
 */
test('a product with a tax, a package of it; archived, its delete refused while the package holds it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createConfirmedUser(request);
  const company = await currentCompany(request, owner.tokens.access_token);
  await setTaxRates(request, owner.tokens.access_token, company.id, [
    { name: 'VAT', rateMillionths: 200_000 },
  ]);
  await openWithTokens(page, owner.tokens, owner.email, '/settings');
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByText('No products yet')).toBeVisible();

  // A product with the company's tax.
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const form = page.getByRole('dialog', { name: 'New product' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Album');
  await form.getByRole('textbox', { name: /^Unit price/ }).fill('450');
  await form.getByRole('combobox', { name: 'Taxes' }).click();
  await page.getByRole('option', { name: 'VAT (20%)' }).click();
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Album', exact: true }) });
  await expect(row).toContainText('450.00');
  await expect(row).toContainText('VAT');

  // A package of it: its price beside what the product costs alone.
  await navigateInApp(page, '/settings/packages');
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
  await page.getByRole('button', { name: 'Add package' }).first().click();
  const bundle = page.getByRole('dialog', { name: 'New package' });
  await bundle.getByRole('textbox', { name: 'Name' }).fill('Wedding');
  await bundle.getByRole('textbox', { name: /^Price/ }).fill('400');
  await bundle.getByRole('combobox', { name: 'Product to add' }).click();
  await page.getByRole('option', { name: /^Album/ }).click();
  await bundle.getByRole('button', { name: 'Add to package' }).click();
  await expect(bundle.getByText(/The package saves .*50\.00\./)).toBeVisible();
  await bundle.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(bundle).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Wedding' })).toContainText('1 product');

  // Archive the product: it leaves the current list and shows under Archived.
  await navigateInApp(page, '/settings/products');
  await page.getByRole('button', { name: 'Actions for Album' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(page.getByRole('button', { name: 'Album', exact: true })).toHaveCount(0);
  await page.getByText('Archived', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Album', exact: true })).toBeVisible();

  // Delete is refused while the package holds it: the server's words say to archive instead.
  await page.getByRole('button', { name: 'Actions for Album' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete product?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toContainText('so it cannot be deleted. Archive it instead');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Actions for Album' })).toBeFocused();
});
