import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openWithTokens } from '../support/session.ts';
import { freshStudio, type Headers, seedClient, seedRecord } from '../support/studio.ts';

/**
 * Issue 31, the layout a newcomer met: segmented controls draw their pill inside the control; the
 * leads and jobs boards use a wide window; on a phone the clients and leads lists are cards under a
 * folded Filters button, and a job's tabs keep one scrolling row. Every record's text is fixed
 * (names, dates, values), so the screenshots compare against stored baselines.
 */

/** A studio with a client and a wedding lead whose card shows every fact: type, date, value. */
async function seedWedding(api: APIRequestContext, headers: Headers) {
  const clientIds = [await seedClient(api, headers, 'Ann', 'Lee')];
  const types = await api.get('/api/user/settings/job-types', { headers });
  const wedding = ((await types.json()) as { data: { id: string; name: string }[] }).data.find(
    (type) => type.name === 'Wedding',
  )!;
  const record = { clientIds, jobTypeId: wedding.id, mainDate: '2027-06-12', valueCents: 240_000 };
  const leadId = await seedRecord(api, headers, { stage: 'lead', name: 'Ann Lee: Wedding', ...record });
  const jobId = await seedRecord(api, headers, { stage: 'job', name: 'Ann Lee: Engagement', ...record });
  return { leadId, jobId };
}

/**
 * The selected segment's pill (its label, drawn white) lies inside the control's grey track, the
 * track's 4 px padding on every side it touches (Mantine's measured pill was 4 px off, clipped).
 */
async function expectPillInPlace(control: Locator) {
  const box = (await control.boundingBox())!;
  const label = control.locator('input:checked + label');
  const pill = (await label.boundingBox())!;
  expect(await label.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  expect(Math.abs(pill.y - box.y - 4)).toBeLessThan(1);
  expect(Math.abs(box.y + box.height - (pill.y + pill.height) - 4)).toBeLessThan(1);
  expect(pill.x).toBeGreaterThanOrEqual(box.x + 4 - 0.5);
  expect(pill.x + pill.width).toBeLessThanOrEqual(box.x + box.width - 4 + 0.5);
}

const region = (page: Page, name: RegExp) => page.getByRole('region', { name });

test.describe('a wide window (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the view controls draw their pill in place; the boards use the width', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { owner, headers } = await freshStudio(request);
    await seedWedding(request, headers);

    await openWithTokens(page, owner.tokens, owner.email, '/leads?view=board');
    const view = page.getByRole('radiogroup').filter({ hasText: 'Board' });
    await expectPillInPlace(view);
    await expect(view).toHaveScreenshot('list-board-control.png');

    // Six stages, New inquiry to Lost: all in sight, sharing a board wider than the old 1200 px page.
    const lost = region(page, /^Lost, /);
    await expect(lost).toBeVisible();
    const last = (await lost.boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(1440);
    const first = (await region(page, /^New inquiry, /).boundingBox())!;
    expect(last.x + last.width - first.x).toBeGreaterThan(1200);

    await openWithTokens(page, owner.tokens, owner.email, '/jobs?view=board');
    const archived = (await region(page, /^Archived, /).boundingBox())!;
    const active = (await region(page, /^Active, /).boundingBox())!;
    expect(archived.x + archived.width).toBeLessThanOrEqual(1440);
    expect(archived.x + archived.width - active.x).toBeGreaterThan(1200);

    await openWithTokens(page, owner.tokens, owner.email, '/calendar');
    const calendarView = page.getByRole('radiogroup').filter({ hasText: 'Month' });
    await expectPillInPlace(calendarView);
    await expect(calendarView).toHaveScreenshot('month-week-control.png');
  });
});

test.describe('a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('clients and leads are cards, the first on the first screen; filters fold; tabs keep one row', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { owner, headers } = await freshStudio(request);
    const { jobId } = await seedWedding(request, headers);
    const quickLinks = page.getByRole('navigation', { name: 'Quick links' });

    await openWithTokens(page, owner.tokens, owner.email, '/clients');
    const clients = page.getByRole('table');
    const ann = page.getByRole('link', { name: 'Ann Lee' });
    await expect(ann).toBeVisible();
    const card = (await page.getByRole('row').filter({ has: ann }).boundingBox())!;
    expect(card.y + card.height).toBeLessThanOrEqual((await quickLinks.boundingBox())!.y);
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeHidden();
    await expect(clients).toHaveScreenshot('clients-phone.png');

    await openWithTokens(page, owner.tokens, owner.email, '/leads');
    const lead = page.getByRole('link', { name: 'Ann Lee: Wedding' });
    await expect(lead).toBeVisible();
    const leadCard = page.getByRole('row').filter({ has: lead });
    expect((await leadCard.boundingBox())!.y).toBeLessThan((await quickLinks.boundingBox())!.y);
    await expect(page.getByRole('table')).toHaveScreenshot('leads-phone.png');

    // The filters wait behind their button; unfolded, a filter set shows in its count.
    const type = page.getByRole('combobox', { name: 'Type', exact: true });
    await expect(type).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(type).toBeVisible();
    await page.getByLabel('Main date: from').fill('2027-01-01');
    await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();

    // The card is the record's link, reached with the keyboard.
    await openWithTokens(page, owner.tokens, owner.email, '/jobs');
    const job = page.getByRole('link', { name: 'Ann Lee: Engagement' });
    await expect(job).toBeVisible();
    await page.getByRole('textbox', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(job).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/jobs/view/${jobId}`));

    // A job's tabs: one row, which scrolls sideways.
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab').first()).toBeVisible();
    const tops = await tabs
      .getByRole('tab')
      .evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const scrolled = await tabs.evaluate((list) => {
      list.scrollLeft = 120;
      return { left: list.scrollLeft, wider: list.scrollWidth > list.clientWidth };
    });
    expect(scrolled).toEqual({ left: 120, wider: true });
  });
});
