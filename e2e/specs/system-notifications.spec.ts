import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../packages/test-kit/src/accounts.ts';
import { createConfirmedUser } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';

const LIST_PATH = ApiRoutes.listSystemNotifications.path;
const NAME = `Upgrade night ${Date.now()}`;

const isListLoad = (url: string) => new URL(url).pathname === LIST_PATH;

/**
 * The page's clock under the test's control (page.clock). The app corrects the browser's clock by
 * the server's (epochSeconds) at every load of the notifications, so right after a load the
 * corrected clock reads the real time, and every fast-forward after it moves it on by as much.
 */
async function controlledClock(page: Page) {
  await page.clock.install();
  let ahead = 0;
  return {
    /** Waits for the next load of the notifications (started by `action`); the offset is new. */
    async reloaded(action: () => Promise<unknown>) {
      const load = page.waitForResponse((r) => isListLoad(r.url()) && r.ok(), { timeout: 30_000 });
      await action();
      await load;
      ahead = 0;
    },
    /** Moves the corrected clock to `targetMs` (it never goes back). */
    async advanceTo(targetMs: number) {
      const step = Math.round(targetMs - (Date.now() + ahead));
      if (step <= 0) return;
      await page.clock.fastForward(step);
      ahead += step;
    },
  };
}

/** datetime-local text of the first whole minute at least 61 s ahead, on the page's clock and zone. */
const startOneMinuteAhead = (page: Page) =>
  page.evaluate(() => {
    const at = new Date(Math.ceil((Date.now() + 61_000) / 60_000) * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
    return { local: `${day}T${pad(at.getHours())}:${pad(at.getMinutes())}`, epochMs: at.getTime() };
  });

/**
 * Issue 13, system notifications (spec 01 §4.7): an administrator schedules one in the console a
 * minute ahead, with a popup 2 s after the bar; users whose browser clock the test controls see
 * nothing, then the bar at the boundary, then the popup; a dismissal is per user and survives a
 * reload. Then the administrator disables a user, whose open tab is signed out, and the audit log
 * shows both actions.
 */
test('an administrator schedules a notification with a popup; users see it at its time, dismiss it; a disabled user is signed out', async ({
  page: admin,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const first = await createConfirmedUser(request, { firstName: 'Una' });
  const second = await createConfirmedUser(request, { firstName: 'Otto' });

  // The administrator signs in at /admins and creates the notification in the console.
  await admin.goto('/admins');
  await admin.getByLabel('Email').fill(DEMO_ADMIN.email);
  await admin.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await admin.getByRole('button', { name: 'New notification' }).first().click();
  const start = await startOneMinuteAhead(admin);
  await admin.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await admin.getByRole('textbox', { name: 'Message (HTML)' }).fill('<b>Maintenance</b> tonight');
  // A blue that white text reads on at the bar's small size (WCAG AA, 4.5:1).
  await admin.getByRole('textbox', { name: 'Background colour' }).fill('#1864ab');
  await admin.getByLabel('Shown from').fill(start.local);
  await admin.getByRole('checkbox', { name: 'Open a popup' }).check();
  await admin.getByRole('textbox', { name: 'Popup title' }).fill('What changes tonight');
  await admin.getByRole('radio', { name: 'After a delay' }).check();
  await admin.getByRole('textbox', { name: 'Delay', exact: true }).fill('2');
  // Listed users: the journey's notification reaches no other spec's pages.
  await admin.getByRole('radio', { name: 'Listed users' }).check();
  await admin.getByRole('textbox', { name: 'User e-mails' }).fill(`${first.email}\n${second.email}`);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`“${NAME}” is saved.`)).toBeVisible();

  // The first user, the browser's clock under control: nothing before the start…
  const userContext = await browser.newContext({ baseURL });
  const user = await userContext.newPage();
  const clock = await controlledClock(user);
  await clock.reloaded(() => openSignedIn(user, request, '/', first));
  const bar = user.getByRole('region', { name: 'System notification' });
  await expect(user.getByRole('heading', { level: 1 })).toBeVisible();
  await clock.advanceTo(start.epochMs - 2_000);
  await expect(bar).toBeHidden();
  // …the bar at the boundary (re-evaluated 100 ms after it)…
  await clock.advanceTo(start.epochMs + 1_200);
  await expect(bar.getByText('Maintenance')).toBeVisible();
  await expect(user.getByRole('dialog')).toBeHidden();
  // …and the popup 2 s after the bar showed.
  // (Time also flows on its own: the first step leaves a second of margin for a busy machine.)
  await user.clock.fastForward(1_000);
  await expect(user.getByRole('dialog')).toBeHidden();
  await user.clock.fastForward(1_200);
  const popup = user.getByRole('dialog', { name: 'What changes tonight' });
  await expect(popup).toBeVisible();
  expect(await seriousViolations(user)).toEqual([]);

  // The popup holds the focus; Escape closes it, which posts its dismissal and loads the
  // notifications again (a new offset: the corrected clock is real time again, before the start,
  // so the clock is moved on once more).
  expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await clock.reloaded(() => user.keyboard.press('Escape'));
  await expect(popup).toBeHidden();
  await clock.advanceTo(start.epochMs + 1_200);
  await expect(bar.getByText('Maintenance')).toBeVisible();
  expect(await seriousViolations(user)).toEqual([]);
  await clock.reloaded(() => bar.getByRole('button', { name: 'Dismiss' }).click());
  await expect(bar).toBeHidden();

  // After a reload it is gone for good, whatever the clock says; the popup too.
  await clock.reloaded(() => user.reload());
  await expect(user.getByRole('heading', { level: 1 })).toBeVisible();
  await clock.advanceTo(start.epochMs + 5_000);
  await user.clock.fastForward(3_000);
  await expect(bar).toBeHidden();
  await expect(user.getByRole('dialog')).toBeHidden();

  // The second user still sees it, on a phone: the bar spans the screen, its button on view.
  const otherContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const other = await otherContext.newPage();
  const otherClock = await controlledClock(other);
  await otherClock.reloaded(() => openSignedIn(other, request, '/', second));
  await otherClock.advanceTo(start.epochMs + 1_200);
  const otherBar = other.getByRole('region', { name: 'System notification' });
  await expect(otherBar.getByText('Maintenance')).toBeVisible();
  await expect(otherBar.getByRole('button', { name: 'Dismiss' })).toBeInViewport();
  expect((await otherBar.boundingBox())?.width).toBe(390);
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  // The administrator finds the first user in the console and disables them…
  const nav = admin.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Accounts' }).click();
  await admin.getByRole('searchbox', { name: 'Search accounts' }).fill(first.email);
  // The search is in the address once its debounce has run: a click before that (on the list of
  // recent accounts, where the user also is) had its navigation replaced by the search's, on a busy
  // machine where the account page's code took longer to load than the debounce.
  await expect(admin).toHaveURL((url) => url.searchParams.get('q') === first.email);
  await admin.getByRole('table', { name: 'Accounts found' }).getByRole('link', { name: first.email }).click();
  await expect(admin).toHaveURL(/\/admins\/accounts\/[0-9a-f-]{36}$/);
  await admin.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Disable' }).click();
  await admin
    .getByRole('dialog', { name: 'Disable Una Tester?' })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(admin.getByText('The user is disabled and signed out everywhere.')).toBeVisible();

  // …whose open tab is signed out on its next request: the settings page is drawn from what the
  // tab holds, the team page asks the API, which refuses the ended session.
  await user.getByRole('link', { name: 'Settings' }).first().click();
  await user.getByRole('link', { name: 'Team' }).click();
  await expect(user).toHaveURL(/\/login/);

  // The console's audit log shows both actions (and, since issue 29 §9, the views of the account
  // that came between them and after, so the disable is not necessarily the newest row).
  await nav.getByRole('link', { name: 'Audit log' }).click();
  const log = admin.getByRole('table', { name: 'Audit log entries' });
  await expect(log).toContainText('user.disable');
  await expect(log).toContainText('notification.create');

  await userContext.close();
  await otherContext.close();
});

test('PAGE_RELOAD posts the dismissal, then reloads the page, which no longer shows the bar', async ({
  page,
  request,
  confirmedUser,
}) => {
  const login = await request.post(ApiRoutes.adminLogin.path, { data: DEMO_ADMIN });
  const { access_token } = ((await login.json()) as { data: { access_token: string } }).data;
  const created = await request.post(ApiRoutes.adminCreateSystemNotification.path, {
    headers: { authorization: `Bearer ${access_token}` },
    data: {
      name: `Reload ${Date.now()}`,
      messageHtml: 'A new version is out',
      backgroundHexColor: '#1864ab',
      textHexColor: '#ffffff',
      actions: { PAGE_RELOAD: { actionName: 'Reload', buttonIcon: 'REFRESH' } },
      audience: 'USERS',
      audienceEmails: [confirmedUser.email],
    },
  });
  expect(created.ok()).toBe(true);

  await openSignedIn(page, request, '/', confirmedUser);
  const bar = page.getByRole('region', { name: 'System notification' });
  await expect(bar.getByText('A new version is out')).toBeVisible();
  // Loads of the notifications by the new document, counted from when the reload commits.
  let reloaded = false;
  let loadsAfter = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  page.on('response', (r) => {
    if (reloaded && isListLoad(r.url())) loadsAfter += 1;
  });
  const dismissal = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/dismiss'),
  );
  await bar.getByRole('button', { name: 'Reload' }).click();
  expect((await dismissal).ok()).toBe(true);
  await expect.poll(() => loadsAfter).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toBeHidden();
});
