import { expect, test } from '../support/fixtures.ts';
import { openWithTokens } from '../support/session.ts';
import { freshStudio } from '../support/studio.ts';

/**
 * A list filter opens on one click once its select's code has loaded (it loads when the browser is
 * idle): the click that swapped the stand-in for the select used to land on the new select and
 * close the list it had just opened, leaving the focus on the page.
 */
test('a list filter opens, focused, on one click after its code has loaded', async ({ page, request }) => {
  const { owner } = await freshStudio(request);
  // The select's code loads by itself once the page has drawn and the browser is idle.
  const preloaded = page.waitForResponse((response) => /\/mantine-select-[^/]+\.js$/.test(response.url()));
  await openWithTokens(page, owner.tokens, owner.email, '/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await preloaded;
  // …and is run: a frame or two after it arrives.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const type = page.getByRole('combobox', { name: 'Type', exact: true });
  await type.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
});
