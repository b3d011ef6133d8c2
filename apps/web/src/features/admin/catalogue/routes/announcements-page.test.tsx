import type { AdminAnnouncement } from '@focal/contracts/admin-catalogue';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../test/fetch-mock';
import { renderPage } from '../../../../test/render-page';
import { setAdminSession } from '../../lib/admin-session';
import { AnnouncementsPage } from './announcements-page';

const LIST = 'GET /api/admin/announcements';
const CREATE = 'POST /api/admin/announcements';
const variant = (htmlText: string) => ({ htmlText, actions: {} });
const saved: AdminAnnouncement = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  key: 'spring-sale',
  audience: 'TRIALING',
  priority: 5,
  startsAt: null,
  endsAt: null,
  active: true,
  state: 'LIVE',
  createdAt: '2026-11-01T10:00:00.000Z',
  variants: { web: variant('{daysLeft} days left'), mobile: null, app: { ios: null, android: null } },
  preview: {
    id: 'preview',
    web: variant('<b>3 days</b> left of your trial'),
    mobile: null,
    app: { ios: null, android: variant('Android: 3 days left') },
  },
};

const box = (name: string) => screen.getByRole('textbox', { name });

describe('the announcements page', () => {
  beforeEach(() => setAdminSession({ access_token: 'admin-access', refresh_token: 'admin-refresh' }));

  it('edits each platform variant in its tab with a live preview, and sends the variants on', async () => {
    const api = mockApi({
      [LIST]: () => ok({ announcements: [] }),
      [CREATE]: () => ok({ ...saved, key: 'winter' }),
    });
    const { user } = renderPage(<AnnouncementsPage />);
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    await user.type(box('Key'), 'winter');
    await user.type(box('Web: text (HTML)'), 'Winter <b>sale</b>');
    await user.type(box('Web: button type'), 'CHOOSE_PLAN');
    await user.type(box('Web: button text'), 'See plans');
    const web = screen.getByTestId('announcement-preview-web');
    expect(await within(web).findByText('sale')).toContainHTML('<b>sale</b>');
    expect(within(web).getByRole('button', { name: 'See plans' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'iOS app' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show on iOS app' }));
    expect(screen.queryByRole('textbox', { name: 'iOS app: button type' })).toBeNull();
    expect(screen.getByText(/The iOS app shows no buttons/)).toBeVisible();
    await user.type(box('iOS app: text (HTML)'), 'Open Focal in your browser');
    expect(
      await within(screen.getByTestId('announcement-preview-ios')).findByText('Open Focal in your browser'),
    ).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Android app' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show on Android app' }));
    await user.click(screen.getByRole('tab', { name: 'Web' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The empty Android variant's message opens its tab.
    expect(await screen.findByText('Write the text')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Android app' })).toHaveAttribute('aria-selected', 'true');
    expect(api.to('POST', '/api/admin/announcements')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Show on Android app' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('winter is saved.');
    expect(api.to('POST', '/api/admin/announcements')[0]!.body).toEqual({
      key: 'winter',
      audience: 'ALL',
      priority: 0,
      startsAt: null,
      endsAt: null,
      web: {
        htmlText: 'Winter <b>sale</b>',
        actions: {
          CHOOSE_PLAN: {
            actionName: 'See plans',
            method: 'OPEN_PLANS',
            url: '/subscription/plans',
            buttonProperties: { backgroundHexColor: '#1864ab' },
          },
        },
      },
      mobile: null,
      app: { ios: { htmlText: 'Open Focal in your browser', actions: {} }, android: null },
    });
  });

  it('previews each saved variant as the app receives it, and retires after a confirmation', async () => {
    let retired = false;
    const api = mockApi({
      [LIST]: () => ok({ announcements: [retired ? { ...saved, state: 'RETIRED' } : saved] }),
      [`POST /api/admin/announcements/${saved.id}/retire`]: () => {
        retired = true;
        return ok({ ...saved, state: 'RETIRED' });
      },
    });
    const { user } = renderPage(<AnnouncementsPage />);
    await user.click(await screen.findByRole('button', { name: 'Preview spring-sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'spring-sale' });
    expect(await within(dialog).findByText('3 days')).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: 'Android app' }));
    expect(await within(dialog).findByText('Android: 3 days left')).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile web' }));
    expect(within(dialog).getByText('No text for this variant.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Retire spring-sale' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retire this announcement?' });
    expect(api.to('POST', `/api/admin/announcements/${saved.id}/retire`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('spring-sale is retired.')).toBeVisible();
    expect(await screen.findByText('Retired')).toBeVisible();
  });
});
