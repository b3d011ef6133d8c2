import type { APIRequestContext, Page } from '@playwright/test';
import { isoToZoned, zonedToIso } from '@focal/contracts/zoned-time';
import { expect, test } from '../support/fixtures.ts';
import { openWithTokens } from '../support/session.ts';
import {
  dragTo,
  freshStudio,
  seedClient,
  seedRecord,
  sessionsByName,
  thisWeekIn,
  type Headers,
} from '../support/studio.ts';

/**
 * Issue 17 "Calendar": a lead with two sessions (seeded through the API) shows on the month view in
 * its type's colour; one is dragged to another day and the other resized in the week view (the
 * server has both after a reload); blocked time over a session flags the double booking; the iCal
 * link serves both sessions as text/calendar and answers 404 once revoked; the dashboard lists the
 * week's sessions. Issue 31: the blocked time becomes a call about the client, linked from its details.
 */
const ZONE = 'America/New_York';

async function seedLead(api: APIRequestContext, headers: Headers, day: (n: number) => string) {
  const clientId = await seedClient(api, headers, 'Ann', 'Lee');
  const types = await api.get('/api/user/settings/job-types', { headers });
  const type = ((await types.json()) as { data: { id: string; name: string; colour: string }[] }).data[0]!;
  const at = (n: number, hour: number) => zonedToIso(day(n), `${hour}:00`, ZONE);
  const leadId = await seedRecord(api, headers, {
    stage: 'lead',
    name: 'Lee wedding',
    clientIds: [clientId],
    jobTypeId: type.id,
    sessions: [
      { name: 'Engagement shoot', startsAt: at(1, 10), endsAt: at(1, 12) },
      { name: 'Venue visit', startsAt: at(3, 14), endsAt: at(3, 15) },
    ],
  });
  return { leadId, type };
}

const event = (page: Page, title: string) => page.locator('.fc-event', { hasText: title }).first();

test('sessions on the calendar: colours, drag, resize, double booking, iCal feed and the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { owner, headers } = await freshStudio(request);
  const day = thisWeekIn(ZONE);
  const { leadId, type } = await seedLead(request, headers, day);

  await openWithTokens(page, owner.tokens, owner.email, '/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  const shoot = event(page, 'Engagement shoot');
  await expect(shoot).toBeVisible();
  await expect(event(page, 'Venue visit')).toBeVisible();
  const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(type.colour.slice(i, i + 2), 16)).join(', ')})`;
  await expect(shoot).toHaveCSS('background-color', rgb);
  await expect(page.getByRole('list', { name: 'Legend' }).getByText(type.name)).toBeVisible();

  // Drag the shoot from Tuesday to Wednesday: the server has the new date after a reload.
  const wednesday = page.locator(`.fc-daygrid-day[data-date="${day(2)}"]`);
  const target = (await wednesday.boundingBox())!;
  const moved = page.waitForResponse((r) => r.url().includes('/move') && r.request().method() === 'POST');
  await dragTo(page, shoot, { x: target.x + target.width / 2, y: target.y + target.height * 0.6 });
  expect((await moved).status()).toBe(200);
  await page.reload();
  await expect(
    page.locator(`.fc-daygrid-day[data-date="${day(2)}"]`).getByText('Engagement shoot'),
  ).toBeVisible();
  let sessions = await sessionsByName(request, headers, leadId);
  expect(isoToZoned(sessions['Engagement shoot']!.startsAt, ZONE)).toEqual({ day: day(2), time: '10:00' });

  // Resize the venue visit in the week view: an hour longer. The week scrolls inside its own grid
  // from 08:00 now: a taller window keeps the drag's end clear of the trial's bar at the foot.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.getByRole('toolbar', { name: 'Calendar controls' }).getByText('Week', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
  const visit = event(page, 'Venue visit');
  await expect(visit).toBeVisible();
  const visitBox = (await visit.boundingBox())!;
  await visit.hover();
  const resizer = visit.locator('.fc-event-resizer-end');
  const resizeBox = (await resizer.boundingBox())!;
  const resized = page.waitForResponse((r) => r.url().includes('/move') && r.request().method() === 'POST');
  await page.mouse.move(resizeBox.x + resizeBox.width / 2, resizeBox.y + resizeBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(resizeBox.x + resizeBox.width / 2, resizeBox.y + visitBox.height + 4, { steps: 15 });
  await page.mouse.up();
  expect((await resized).status()).toBe(200);
  sessions = await sessionsByName(request, headers, leadId);
  expect(isoToZoned(sessions['Venue visit']!.endsAt, ZONE).time).toBe('16:00');

  // Blocked time over the venue visit: both are flagged as double booked.
  await expect(page.locator('.focal-double-booked')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the calendar' });
  await dialog.getByText('Blocked time', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Blocked time' })).toBeChecked();
  await dialog.getByLabel('Starts').fill(`${day(3)}T14:30`);
  await dialog.getByLabel('Ends').fill(`${day(3)}T17:00`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The clash is named in the form before anything is saved (issue 31 §1).
  const clash = dialog.getByRole('alert');
  await expect(clash).toContainText('Venue visit');
  await expect(clash).toContainText('Lee wedding · Ann Lee');
  await clash.getByRole('button', { name: 'Save anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(event(page, 'Venue visit')).toHaveClass(/focal-double-booked/);
  await expect(event(page, 'Venue visit').getByRole('img', { name: 'Double booked' })).toBeVisible();
  await expect(event(page, 'Blocked')).toHaveClass(/focal-blocked/);
  await event(page, 'Venue visit').focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Venue visit' });
  await expect(popover.getByText('Double booked: this overlaps another entry.')).toBeVisible();
  await expect(popover.getByText('Clients: Ann Lee')).toBeVisible();
  await expect(popover.getByRole('link', { name: 'Open lead' })).toHaveAttribute(
    'href',
    `/leads/view/${leadId}`,
  );
  await page.keyboard.press('Escape');

  // Issue 31: the blocked time's details offer Edit; turned into a call about Ann Lee (picked with
  // the keyboard), its details link to her profile.
  await event(page, 'Blocked').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Blocked' }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit blocked time' });
  await edit.getByText('Appointment', { exact: true }).click();
  await edit.getByLabel('Title').fill('Album design call');
  await edit.getByRole('textbox', { name: 'Client (optional)' }).fill('Ann');
  await expect(page.getByRole('option', { name: /Ann Lee/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(edit.getByText('Ann Lee', { exact: true })).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.getByRole('alert').getByRole('button', { name: 'Save anyway' }).click();
  await expect(edit).toBeHidden();
  await event(page, 'Album design call').focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Album design call' });
  await expect(details.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
    'href',
    /^\/clients\/client\//,
  );
  await page.keyboard.press('Escape');

  // The iCal link: created once, served as text/calendar with both sessions, 404 once revoked.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const feed = page.getByRole('dialog', { name: 'Subscribe to your calendar' });
  await feed.getByRole('button', { name: 'Create link' }).click();
  const url = await feed.getByRole('textbox', { name: 'Your calendar link' }).inputValue();
  await expect(feed.getByText(/Active since/)).toBeVisible();
  const ics = await request.get(url);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const body = await ics.text();
  expect(body).toContain('SUMMARY:Engagement shoot');
  expect(body).toContain('SUMMARY:Venue visit');
  await feed.getByRole('button', { name: 'Revoke link' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke the link?' })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expect(feed.getByText('No subscription link yet.')).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
  await feed.getByRole('button', { name: 'Close' }).click();

  // The dashboard: this week's sessions, each linking to the lead.
  await page.goto('/');
  const week = page.getByRole('region', { name: 'This week' });
  await expect(week.getByRole('link', { name: 'Engagement shoot' })).toHaveAttribute(
    'href',
    `/leads/view/${leadId}`,
  );
  await expect(week.getByRole('link', { name: 'Venue visit' })).toBeVisible();
  await expect(week.getByText('Appointment · Ann Lee')).toBeVisible();
});
