import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { createConfirmedUser } from '../support/api.ts';
import { setAccountPlan } from '../support/companies.ts';
import { expect, test } from '../support/fixtures.ts';
import { openWithTokens } from '../support/session.ts';

/**
 * Issue 17 "Done means", end to end through the pages: a client added on /clients, a lead for them
 * with two sessions made in the "+ New lead" form, both sessions on the calendar, one dragged to
 * another day, the lead converted to a job and the job completed; then a STARTER studio at its 5
 * active jobs meets the upgrade frame on the sixth, and the profile carries the plan-limit banner.
 * The sign-up's time zone is New York's; the sessions fall in the current week, which every month
 * view shows.
 */
const ZONE = 'America/New_York';
type Headers = Record<string, string>;

/** A pointer drag from the middle of an element to a point (FullCalendar's own drag needs steps). */
async function drag(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = (await from.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

const sessionDays = async (api: APIRequestContext, headers: Headers, jobId: string) => {
  const answer = await api.get(`/api/user/jobs/${jobId}/sessions`, { headers });
  expect(answer.status()).toBe(200);
  const { sessions } = ((await answer.json()) as { data: { sessions: { name: string; startsAt: string }[] } })
    .data;
  return Object.fromEntries(
    sessions.map((s) => [s.name, DateTime.fromISO(s.startsAt, { zone: ZONE }).toISODate()]),
  );
};

test('a client, a lead with two sessions on the calendar, one moved, converted to a job and completed', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = await createConfirmedUser(request);
  const headers = { authorization: `Bearer ${owner.tokens.access_token}` };
  const monday = DateTime.now().setZone(ZONE).startOf('week');
  const day = (n: number) => monday.plus({ days: n }).toISODate()!;

  // The client, added on /clients.
  await openWithTokens(page, owner.tokens, owner.email, '/clients');
  await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
  await page.getByRole('button', { name: '+ New client' }).first().click();
  const form = page.getByRole('dialog', { name: 'New client' });
  await form.getByLabel('First name').fill('Nora');
  await form.getByLabel('Last name').fill('Vance');
  await form.getByLabel('Email').fill('nora.vance@example.com');
  await form.getByRole('button', { name: 'Add client' }).click();
  await expect(form).toBeHidden();
  await page.goto('/clients');
  await expect(page.getByText('Nora Vance').first()).toBeVisible();

  // The lead for her, with two sessions this week.
  await page.goto('/leads');
  await page.getByRole('button', { name: '+ New lead' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New lead' });
  await dialog.getByRole('textbox', { name: 'Clients' }).fill('Nora');
  await page.getByRole('option', { name: /Nora Vance/ }).click();
  await dialog.getByPlaceholder('Choose a type').click();
  await page.getByRole('option', { name: 'Wedding' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Vance wedding');
  for (const [n, name, date] of [
    [1, 'Engagement shoot', day(1)],
    [2, 'Venue visit', day(3)],
  ] as const) {
    await dialog.getByRole('button', { name: '+ Add session' }).click();
    await dialog.getByLabel(`Session ${n}: Session name`).fill(name);
    await dialog.getByLabel(`Session ${n}: Date`).fill(date);
  }
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/jobs') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Create' }).click();
  const answer = await created;
  expect(answer.status()).toBe(200);
  const leadId = ((await answer.json()) as { data: { id: string } }).data.id;
  await expect(dialog).toBeHidden();

  // Both sessions on the calendar; the shoot dragged from Tuesday to Wednesday.
  await page.goto('/calendar');
  const shoot = page.locator('.fc-event', { hasText: 'Engagement shoot' }).first();
  await expect(shoot).toBeVisible();
  await expect(page.locator('.fc-event', { hasText: 'Venue visit' }).first()).toBeVisible();
  const wednesday = (await page.locator(`.fc-daygrid-day[data-date="${day(2)}"]`).boundingBox())!;
  const moved = page.waitForResponse((r) => r.url().includes('/move') && r.request().method() === 'POST');
  await drag(page, shoot, { x: wednesday.x + wednesday.width / 2, y: wednesday.y + wednesday.height * 0.6 });
  expect((await moved).status()).toBe(200);
  await page.reload();
  await expect(
    page.locator(`.fc-daygrid-day[data-date="${day(2)}"]`).getByText('Engagement shoot'),
  ).toBeVisible();
  expect(await sessionDays(request, headers, leadId)).toEqual({
    'Engagement shoot': day(2),
    'Venue visit': day(3),
  });

  // Converted to a job, then completed.
  await page.goto(`/leads/view/${leadId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vance wedding' })).toBeVisible();
  await page.getByRole('button', { name: 'Convert to job' }).click();
  await page
    .getByRole('dialog', { name: 'Convert to a job?' })
    .getByRole('button', { name: 'Convert to job' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/jobs/view/${leadId}`));
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  const record = await request.get(`/api/user/jobs/${leadId}`, { headers });
  expect(
    ((await record.json()) as { data: { job: { stage: string; status: string } } }).data.job,
  ).toMatchObject({ stage: 'job', status: 'completed' });
});

test('a STARTER studio at 5 active jobs meets the upgrade frame on the sixth, and the banner on the profile', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createConfirmedUser(request);
  await setAccountPlan(request, owner.email, 'STARTER');
  const headers = { authorization: `Bearer ${owner.tokens.access_token}` };
  const client = await request.post('/api/user/clients', {
    headers,
    data: { kind: 'person', contacts: [{ firstName: 'Bo', lastName: 'Park', email: 'bo@example.com' }] },
  });
  expect(client.status()).toBe(200);
  const clientIds = [((await client.json()) as { data: { id: string } }).data.id];
  for (let n = 1; n <= 5; n += 1) {
    const job = await request.post('/api/user/jobs', {
      headers,
      data: { stage: 'job', name: `Job ${n}`, clientIds },
    });
    expect(job.status()).toBe(200);
  }
  const lead = await request.post('/api/user/jobs', {
    headers,
    data: { stage: 'lead', name: 'Park family', clientIds },
  });
  const leadId = ((await lead.json()) as { data: { id: string } }).data.id;

  await openWithTokens(page, owner.tokens, owner.email, '/jobs');
  await page.getByRole('button', { name: '+ New job' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New job' });
  await dialog.getByRole('textbox', { name: 'Clients' }).fill('Bo');
  await page.getByRole('option', { name: /Bo Park/ }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('The sixth job');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog', { name: 'Plans and billing' })).toBeVisible();
  await expect(page.locator('iframe[title="Plans and checkout"]')).toHaveAttribute('src', /planTier=/);

  await openWithTokens(page, owner.tokens, owner.email, `/leads/view/${leadId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Park family' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plan limit' })).toContainText('5');
});
