import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openWithTokens } from '../support/session.ts';
import { freshStudio, seedClient, seedRecord } from '../support/studio.ts';

/**
 * Issue 31 §2: the week and day views open at 08:00, not midnight, the first time a newcomer opens
 * them; on a phone the week is three days wide so times fit. The page's clock is fixed (a Wednesday,
 * 12:00 in the studio's zone) so the week shown, today's column and the now line are the same on
 * every run of the screenshot.
 */
const ZONE = 'Europe/London';
const WEDNESDAY_NOON = new Date('2026-06-10T11:00:00Z');

async function openCalendar(page: Page, request: Parameters<typeof freshStudio>[0]) {
  const { owner } = await freshStudio(request, { timeZone: ZONE });
  await page.clock.setFixedTime(WEDNESDAY_NOON);
  await openWithTokens(page, owner.tokens, owner.email, '/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
}

const slot = (page: Page, time: string) => page.locator(`.fc-timegrid-slot-label[data-time="${time}"]`);
const views = (page: Page) => page.getByRole('toolbar', { name: 'Calendar controls' });

test('the week and day views open scrolled to 08:00', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCalendar(page, request);
  await views(page).getByText('Week', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
  await expect(slot(page, '08:00:00')).toBeInViewport();
  await expect(slot(page, '00:00:00')).not.toBeInViewport();
  await expect(slot(page, '07:00:00')).not.toBeInViewport();
  // The top of the grid as it opens: the days and the first hours from 08:00, times written as the
  // rest of the app writes them (the trial's bar, fixed at the window's foot, stays out of the clip).
  const grid = (await page.locator('.fc-timegrid').boundingBox())!;
  const clip = { x: grid.x, y: grid.y, width: grid.width, height: 240 };
  await expect(page).toHaveScreenshot('week-from-8am.png', { clip });

  await views(page).getByText('Day', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Day' })).toBeChecked();
  await expect(slot(page, '08:00:00')).toBeInViewport();
  await expect(slot(page, '00:00:00')).not.toBeInViewport();
});

test('a busy day of the month shows three entries and "+3 more", which opens the day with all six', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { owner, headers } = await freshStudio(request, { timeZone: ZONE });
  const clientId = await seedClient(request, headers, 'Rosa', 'Diaz');
  const sessions = Array.from({ length: 6 }, (_, i) => ({
    name: `Shoot ${i + 1}`,
    startsAt: `2026-06-10T${String(8 + i).padStart(2, '0')}:00:00Z`,
    endsAt: `2026-06-10T${String(8 + i).padStart(2, '0')}:30:00Z`,
  }));
  await seedRecord(request, headers, { stage: 'lead', name: 'Busy Wednesday', clientIds: [clientId], sessions });
  await page.clock.setFixedTime(WEDNESDAY_NOON);
  await openWithTokens(page, owner.tokens, owner.email, '/calendar');
  await expect(page.getByText('Shoot 3')).toBeVisible();
  await expect(page.getByText('Shoot 4')).toHaveCount(0);
  // FullCalendar's entries are focusable anchors without an address: found by their words.
  await page.getByText('+3 more', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Day' })).toBeChecked();
  for (const { name } of sessions) await expect(page.getByText(name)).toBeVisible();
});

test('on a phone the calendar opens on the week’s agenda; the week is three days wide, and the toolbar says so', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCalendar(page, request);
  // This week's agenda (Monday June 8 to Sunday June 14), titled before the grid came and after.
  await expect(page.getByRole('radio', { name: 'Agenda' })).toBeChecked();
  await expect(views(page).getByText('Jun 8 – 14, 2026')).toBeVisible();
  // The agenda is the page's own list: FullCalendar comes only with another view.
  await expect(page.getByText('Nothing on the calendar this week.')).toBeVisible();
  await expect(page.locator('.fc')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Week' })).toHaveCount(0);
  await views(page).getByText('3 days', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '3 days' })).toBeChecked();
  await expect(page.locator('.fc-col-header-cell')).toHaveCount(3);
  await expect(slot(page, '08:00:00')).toBeInViewport();
  await expect(slot(page, '00:00:00')).not.toBeInViewport();
  // Each day's column is wide enough for a time ("10:00 AM", not the week's "10:0" in 40 px).
  const column = (await page.locator('.fc-col-header-cell').first().boundingBox())!;
  expect(column.width).toBeGreaterThan(80);
});
