import { REQUIRED } from '@focal/contracts/messages';
import type { AdminSystemNotification } from '@focal/contracts/system-notifications';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi, ok, type SentRequest } from '../../../../test/fetch-mock';
import { renderPage } from '../../../../test/render-page';
import { setAdminSession } from '../../lib/admin-session';
import { DELAY_REQUIRED } from '../lib/notification-resolver';
import { NotificationsPage } from './notifications-page';

const LIST = 'GET /api/admin/system-notifications';
const CREATE = 'POST /api/admin/system-notifications';
const saved = (body: unknown): AdminSystemNotification =>
  ({ id: '7d1f7c52-35a4-4f7e-9d7b-3f0b5a3c9e11', name: 'x', input: body }) as AdminSystemNotification;

async function openForm() {
  const rendered = renderPage(<NotificationsPage />);
  await rendered.user.click(await screen.findByRole('button', { name: 'New notification' }));
  return rendered;
}

const input = (label: string) => screen.getByRole('textbox', { name: label });

describe('the notification form', () => {
  beforeEach(() => setAdminSession({ access_token: 'admin-access', refresh_token: 'admin-refresh' }));

  it("shows the contract's texts under the inputs and sends nothing while they stand", async () => {
    const api = mockApi({ [LIST]: () => ok({ notifications: [] }), [CREATE]: (r) => ok(saved(r.body)) });
    const { user } = await openForm();
    await user.click(screen.getByRole('checkbox', { name: 'Show “Dismiss”' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Give the bar at least one action')).toBeVisible();
    expect(input('Name')).toHaveAccessibleDescription(expect.stringContaining(REQUIRED));
    expect(input('Message (HTML)')).toHaveAccessibleDescription(REQUIRED);
    expect(api.to('POST', '/api/admin/system-notifications')).toHaveLength(0);
  });

  it('redraws the bar and popup preview as the administrator types', async () => {
    mockApi({ [LIST]: () => ok({ notifications: [] }) });
    const { user } = await openForm();
    const bar = screen.getByTestId('notification-bar-preview');
    await user.type(input('Message (HTML)'), '<b>Maintenance</b> tonight');
    expect(await within(bar).findByText('Maintenance')).toContainHTML('<b>Maintenance</b>');
    await user.clear(input('Dismiss: label'));
    await user.type(input('Dismiss: label'), 'Understood');
    expect(within(bar).getByRole('button', { name: 'Understood' })).toBeVisible();
    // Colours that few could read are said so, with their contrast.
    expect(screen.queryByRole('status')).toBeNull();
    await user.clear(input('Background colour'));
    await user.type(input('Background colour'), '#ffd43b');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The text contrasts 1.43:1 with the background',
    );
    expect(bar).toHaveStyle({ backgroundColor: '#ffd43b' });

    await user.click(screen.getByRole('checkbox', { name: 'Open a popup' }));
    await user.type(input('Popup title'), 'What changes');
    await user.click(screen.getByRole('button', { name: 'Add a checklist item' }));
    await user.type(input('Checklist item 1'), 'Back up your work');
    await user.click(screen.getByRole('checkbox', { name: 'Item 1 completed' }));
    const popup = screen.getByTestId('notification-popup-preview');
    expect(within(popup).getByRole('heading', { name: 'What changes' })).toBeVisible();
    expect(await within(popup).findByText('Back up your work')).toBeVisible();
    expect(within(popup).getByText('Completed:', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a button' }));
    await user.type(input('Button 1: text'), 'Read more');
    expect(screen.queryByRole('textbox', { name: 'Button 1: address' })).toBeNull();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Button 1: action' }),
      'Open a link in a new tab',
    );
    expect(input('Button 1: address')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Button 1 also closes the popup' })).toBeVisible();
    expect(within(popup).getByRole('button', { name: 'Read more' })).toBeVisible();
  });

  it('asks for the popup delay and sends it in milliseconds, with the window as ISO with offset', async () => {
    const api = mockApi({ [LIST]: () => ok({ notifications: [] }), [CREATE]: (r) => ok(saved(r.body)) });
    const { user } = await openForm();
    await user.type(input('Name'), 'Upgrade night');
    await user.type(input('Message (HTML)'), 'We upgrade tonight');
    await user.type(screen.getByLabelText('Shown from'), '2030-05-01T22:00');
    await user.click(screen.getByRole('checkbox', { name: 'Open a popup' }));
    await user.type(input('Popup title'), 'Heads up');
    await user.click(screen.getByRole('radio', { name: 'After a delay' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DELAY_REQUIRED)).toBeVisible();
    expect(api.to('POST', '/api/admin/system-notifications')).toHaveLength(0);

    // A numeric input: letters are not taken, and over ten minutes is brought back to 600 s.
    await user.type(input('Delay'), 'x900');
    await user.tab();
    expect(input('Delay')).toHaveValue('600');
    await user.clear(input('Delay'));
    await user.type(input('Delay'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('“Upgrade night” is saved.');
    const [sent] = api.to('POST', '/api/admin/system-notifications') as [SentRequest];
    const body = sent.body as Record<string, unknown> & { popup: Record<string, unknown> };
    expect(sent.headers.get('Authorization')).toBe('Bearer admin-access');
    expect(body.popup).toMatchObject({ title: 'Heads up', trigger: 'ON_DELAY', delayMillis: 2500 });
    expect(Date.parse(body.validFrom as string)).toBe(new Date('2030-05-01T22:00').getTime());
    expect(body.validFrom).toMatch(/^2030-05-01T22:00:00[+-]\d\d:\d\d$/);
    expect(body.actions).toEqual({ DISMISS: { actionName: 'Dismiss', buttonIcon: 'CLOSE' } });
  });

  it("puts the server's ValidationFailed texts under their inputs", async () => {
    mockApi({
      [LIST]: () => ok({ notifications: [] }),
      [CREATE]: () =>
        apiError(400, 'ValidationFailed', {
          fields: {
            'actions.OPEN_IN_NEW_TAB.url': 'Use an http or https address',
            name: 'Taken, choose another',
          },
        }),
    });
    const { user } = await openForm();
    await user.type(input('Name'), 'Launch');
    await user.type(input('Message (HTML)'), 'New albums');
    await user.click(screen.getByRole('checkbox', { name: 'Show “Open a link in a new tab”' }));
    await user.type(input('Link address'), 'https://focal.test/news');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use an http or https address')).toBeVisible();
    expect(input('Name')).toHaveAccessibleDescription(expect.stringContaining('Taken, choose another'));
  });

  it('opens a saved notification in the form as it was saved, sends it back unchanged, and retires it after a confirmation', async () => {
    const savedInput = {
      name: 'Maintenance',
      messageIcon: 'MAINTENANCE',
      messageHtml: 'Down <i>tonight</i>',
      backgroundHexColor: '#fff3bf',
      textHexColor: '#1a1b1e',
      actions: {
        OPEN_IN_NEW_TAB: { actionName: 'Status page', url: 'https://status.focal.test/' },
        DISMISS: { actionName: 'Dismiss', buttonIcon: 'CLOSE' },
      },
      validFrom: new Date('2030-05-01T22:00').toISOString(),
      validTill: null,
      popup: {
        title: 'Heads up',
        checkList: [{ completed: true, textHtml: 'Save your work' }],
        buttons: [
          {
            name: 'Read more',
            variant: 'OUTLINED',
            action: 'OPEN_NEW_TAB',
            url: 'https://focal.test/',
            dismiss: true,
          },
        ],
        trigger: 'ON_DELAY',
        delayMillis: 2500,
      },
      audience: 'PLAN_TIERS',
      audienceTiers: ['PRO', 'MASTER'],
      audienceEmails: [],
    } as const;
    const notification = {
      id: '7d1f7c52-35a4-4f7e-9d7b-3f0b5a3c9e11',
      name: savedInput.name,
      input: savedInput,
      state: 'SCHEDULED',
      dismissedCount: 4,
      popupDismissedCount: 2,
    } as unknown as AdminSystemNotification;
    let retired = false;
    const path = `/api/admin/system-notifications/${notification.id}`;
    const api = mockApi({
      [LIST]: () => ok({ notifications: [retired ? { ...notification, state: 'RETIRED' } : notification] }),
      [`PUT ${path}`]: (r) => ok(saved(r.body)),
      [`POST ${path}/retire`]: () => {
        retired = true;
        return ok({ ...notification, state: 'RETIRED' });
      },
    });
    const { user } = renderPage(<NotificationsPage />);
    const row = (await screen.findByRole('cell', { name: 'Maintenance' })).closest('tr')!;
    expect(within(row).getByText('4 bar · 2 popup')).toBeVisible();
    expect(within(row).getByText('PRO, MASTER')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Edit Maintenance' }));
    expect(await screen.findByRole('heading', { name: 'Edit “Maintenance”' })).toBeVisible();
    expect(input('Delay')).toHaveValue('2500');
    expect(screen.getByRole('combobox', { name: 'Delay unit' })).toHaveValue('MILLIS');
    expect(screen.getByLabelText('Shown from')).toHaveValue('2030-05-01T22:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('“Maintenance” is saved.');
    expect(api.to('PUT', path)[0]!.body).toEqual({
      ...savedInput,
      validFrom: expect.stringMatching(/^2030-05-01T22:00:00[+-]/),
    });

    await user.click(within(row).getByRole('button', { name: 'Retire Maintenance' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retire this notification?' });
    expect(api.to('POST', `${path}/retire`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('“Maintenance” is retired.')).toBeVisible();
    expect(await screen.findByText('Retired')).toBeVisible();
  });
});
