import { createConfirmedUser } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { openWithTokens } from '../support/session.ts';

/**
 * Issue 17 "the company's lists": on a new studio (seeded with the default job types and pipeline),
 * a job type is added with a colour, moved up by keyboard drag and by button, renamed in place and
 * deleted; a pipeline stage is added. Each change is what the server lists after a reload.
 */
test('a job type added, reordered, renamed and deleted; a pipeline stage added', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createConfirmedUser(request);
  await openWithTokens(page, owner.tokens, owner.email, '/settings');
  await page.getByRole('link', { name: 'Job types' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job types' })).toBeVisible();
  await expect(page.getByText('Commercial')).toBeVisible();

  // Add, with a colour picked from the palette.
  await page.getByRole('textbox', { name: 'New job type' }).fill('Boudoir');
  await page.getByRole('button', { name: 'Colour', exact: true }).click();
  await page.getByRole('radio', { name: 'Colour #7950f2' }).click();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Boudoir')).toBeVisible();

  // The defaults' first six stay put throughout: only the rest of the list changes.
  const FIRST_SIX = ['Wedding', 'Engagement', 'Portrait', 'Family', 'Newborn', 'Maternity'];
  const names = () =>
    page
      .getByRole('button', { name: /^Rename / })
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!.slice(7)));
  await expect.poll(names).toEqual([...FIRST_SIX, 'Event', 'Commercial', 'Boudoir']);

  // Reorder: a keyboard drag (space, arrow up, space) past Commercial, then a button press.
  // Each key waits for the drag to answer the one before: lifted (the handle pressed), then over
  // Commercial's row. Pressed at once, the arrow came before the lift on a busy machine and the
  // drop landed where it began.
  const handle = page.getByRole('button', { name: 'Move Boudoir: drag, or press space then the arrow keys' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(
    page.locator('[data-over]').filter({ has: page.getByRole('button', { name: 'Rename Commercial' }) }),
  ).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect.poll(names).toEqual([...FIRST_SIX, 'Event', 'Boudoir', 'Commercial']);
  await page.getByRole('button', { name: 'Move Boudoir up' }).click();
  await expect.poll(names).toEqual([...FIRST_SIX, 'Boudoir', 'Event', 'Commercial']);

  // Rename in place.
  await page.getByRole('button', { name: 'Rename Boudoir' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Boudoir session');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Rename Boudoir session' })).toBeVisible();

  await page.reload();
  await expect.poll(names).toEqual([...FIRST_SIX, 'Boudoir session', 'Event', 'Commercial']);

  // Delete: unused, so the confirm says it goes for good.
  await page.getByRole('button', { name: 'Delete Boudoir session' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete job type?' });
  await expect(
    confirm.getByText('"Boudoir session" is not used by any lead or job. It will be deleted.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Rename Boudoir session' })).toHaveCount(0);

  // The pipeline: a new open stage at the end.
  await page.goto('/settings/lead-pipeline');
  await expect(page.getByText('Meeting booked')).toBeVisible();
  await page.getByRole('textbox', { name: 'New stage' }).fill('Proposal viewed');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Rename Proposal viewed' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Rename / })).toHaveCount(7);
});
