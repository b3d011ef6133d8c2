import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, ok } from '../../test/fetch-mock';
import { renderApp, signIn } from '../../test/render-app';
import { apiFetch } from '../http/client';
import { setNavigator } from '../navigation';
import { useClosablePopover } from '../overlays/popovers';
import { getAccessToken } from '../session/session-store';
import { openModal } from '../ui/modal';
import { handleApiError } from './handle-api-error';
import { setupUser } from '../../test/user-event';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import('./reload-page');

/** The app (providers, modal host, router) on a page that makes no request of its own. */
function renderShell() {
  mockApi({});
  return renderApp('/forgot');
}

const failing = (status: number, code: string, data: Record<string, unknown> | null = null) =>
  apiError(status, code, data, `Title ${code}`, `Message ${code}`);

describe('error catalogue rows that act on every request', () => {
  it('401 453 navigates to / and the caller shows nothing more', async () => {
    signIn();
    const navigate = vi.fn();
    setNavigator(navigate);
    mockApi({ 'GET /api/thing': () => failing(401, '453') });
    const error = await apiFetch('/api/thing').catch((e: unknown) => e);
    expect(navigate).toHaveBeenCalledWith('/', undefined);
    expect(error).toMatchObject({ code: '453', handled: true, sessionEnded: false });
    expect(getAccessToken()).toBe('access-1');
  });

  it('401 EmailNotConfirmed passes through to the caller: no sign-out, no refresh, not handled', async () => {
    signIn();
    const api = mockApi({ 'GET /api/thing': () => failing(401, 'EmailNotConfirmed') });
    const error = await apiFetch('/api/thing').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'EmailNotConfirmed', handled: false, sessionEnded: false });
    expect(api.to('POST', '/api/auth/refresh')).toHaveLength(0);
    expect(getAccessToken()).toBe('access-1');
  });

  it("705 closes modals and popovers, then alerts with 'Reload The Page', which reloads", async () => {
    const { user } = renderShell();
    function OpenPopover() {
      const [opened, setOpened] = useState(true);
      useClosablePopover(opened, () => setOpened(false));
      return opened ? <div>An open popover</div> : null;
    }
    render(<OpenPopover />);
    await openModal({ id: 'editing', title: 'Edit event', children: <p>Editing</p> });
    expect(await screen.findByRole('dialog', { name: 'Edit event' })).toBeVisible();

    mockApi({ 'PUT /api/events/1': () => failing(409, '705') });
    const error = await apiFetch('/api/events/1', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ handled: true });
    const alert = await screen.findByRole('dialog', { name: 'Title 705' });
    expect(within(alert).getByText('Message 705')).toBeVisible();
    // Closing is a state update in each owner: it lands in a render of its own, not with the alert's.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit event' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('An open popover')).not.toBeInTheDocument());
    await user.click(within(alert).getByRole('button', { name: 'Reload The Page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("706 shows the same alert with 'Okay', which closes it", async () => {
    const { user } = renderShell();
    mockApi({ 'PUT /api/events/1': () => failing(409, '706') });
    await apiFetch('/api/events/1', { method: 'PUT', body: {} }).catch(() => {});
    const alert = await screen.findByRole('dialog', { name: 'Title 706' });
    expect(within(alert).queryByRole('button', { name: 'Reload The Page' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("an obsolete build on any request offers 'Reload the Page'", async () => {
    const { user } = renderShell();
    vi.mocked(reloadPage).mockClear();
    mockApi({ 'GET /api/thing': () => failing(426, 'ObsoleteAppVersion') });
    await apiFetch('/api/thing', { auth: false }).catch(() => {});
    const modal = await screen.findByRole('dialog', { name: 'Title ObsoleteAppVersion' });
    await user.click(within(modal).getByRole('button', { name: 'Reload the Page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it.each([
    [404, 'UserDoesNotExist'],
    [409, 'CountryRequired'],
  ] as const)('%i %s without a link signs out and goes to /login', async (status, code) => {
    signIn();
    const { router } = renderShell();
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    const api = mockApi({
      'GET /api/thing': () => failing(status, code),
      'POST /api/auth/logout': () => ok(null),
    });
    const error = await apiFetch('/api/thing').catch((e: unknown) => e);
    expect(error).toMatchObject({ handled: true });
    await waitFor(() => expect(getAccessToken()).toBeNull());
    expect(api.to('POST', '/api/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('error catalogue rows the caller applies (handleApiError)', () => {
  it('any other error is a toast with its title and message', async () => {
    renderShell();
    mockApi({ 'POST /api/thing': () => failing(500, 'Internal') });
    await apiFetch('/api/thing', { method: 'POST', auth: false }).catch(handleApiError);
    expect(await screen.findByText('Message Internal')).toBeVisible();
    expect(screen.getByText('Title Internal')).toBeVisible();
  });

  it('an error the catalogue already acted on shows no toast', async () => {
    renderShell();
    mockApi({ 'PUT /api/events/1': () => failing(409, '706') });
    await apiFetch('/api/events/1', { method: 'PUT', auth: false }).catch(handleApiError);
    await screen.findByRole('dialog', { name: 'Title 706' });
    expect(screen.queryByText('Message 706', { selector: '.mantine-Notification-description' })).toBeNull();
  });

  it('a verification error opens the verification-link modal; Resend posts its link and says Check your mail', async () => {
    const user = setupUser();
    renderShell();
    const api = mockApi({
      'POST /api/thing': () =>
        failing(410, 'VerificationLinkExpired', {
          resourcesLinks: { RESEND: { url: '/api/auth/resend-confirmation?token=abc' } },
        }),
      'POST /api/auth/resend-confirmation': () => ok(null),
    });
    await apiFetch('/api/thing', { method: 'POST', auth: false }).catch(handleApiError);
    const modal = await screen.findByRole('dialog', { name: 'Title VerificationLinkExpired' });
    await user.click(within(modal).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Check your mail')).toBeVisible();
    expect(api.to('POST', '/api/auth/resend-confirmation')).toHaveLength(1);
    expect(api.to('POST', '/api/auth/resend-confirmation')[0]!.body).toBeUndefined();
  });

  it("a manual verification code gets 'Got It' only", async () => {
    const user = setupUser();
    renderShell();
    mockApi({ 'POST /api/thing': () => failing(404, 'VerificationLinkInvalid') });
    await apiFetch('/api/thing', { method: 'POST', auth: false }).catch(handleApiError);
    const modal = await screen.findByRole('dialog', { name: 'Title VerificationLinkInvalid' });
    expect(within(modal).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
