import { LAST_SYSTEM_NOTIFICATION_HEADER } from '@focal/contracts/headers';
import type { PopupContent, SystemNotificationEvent } from '@focal/contracts/system-notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../../shared/http/client';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { ID, notificationEvent as event, notificationPopup as popup } from './test-events';

const LIST = 'GET /api/user/system-notifications';
const T0 = Date.parse('2026-11-24T10:00:00.000Z');
/** The server's clock runs an hour ahead of this browser's: only the corrected clock is right. */
const SERVER_AHEAD_S = 3600;
const serverNow = () => Math.floor(Date.now() / 1000) + SERVER_AHEAD_S;

/** The frame, with the notifications answering in turn (the last answer repeats). */
function frameWith(answers: SystemNotificationEvent[][], headerValue = () => 'rev-1') {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: T0 });
  signIn();
  let served = 0;
  const withHeader = (data: unknown) =>
    new Response(JSON.stringify({ data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json', [LAST_SYSTEM_NOTIFICATION_HEADER]: headerValue() },
    });
  const api = mockApi({
    'GET /api/basic/bootstrap': () => withHeader(bootstrapFixture()),
    [LIST]: () =>
      withHeader({ epochSeconds: serverNow(), events: answers[Math.min(served++, answers.length - 1)] }),
    [`POST /api/user/system-notifications/${ID(1)}/dismiss`]: () => ok({}),
    [`POST /api/user/system-notifications/${ID(1)}/popups/${ID(6)}/dismiss`]: () => ok({}),
    'GET /api/thing': () => withHeader({}),
  });
  const loads = () =>
    api.to('GET', '/api/user/system-notifications').map((r) => new URL(r.url, 'http://x').search);
  return { api, loads, ...renderApp('/') };
}

const bar = () => screen.queryByRole('region', { name: 'System notification' });
const findBar = () => screen.findByRole('region', { name: 'System notification' });

afterEach(() => {
  vi.useRealTimers();
});

describe('the system notification bar', () => {
  it('shows an event from validFrom + 100 ms to validTill on the server-corrected clock', async () => {
    const from = T0 / 1000 + SERVER_AHEAD_S + 60;
    const { loads } = frameWith([
      [event(1, { validFromEpochSeconds: from, validTillEpochSeconds: from + 120 })],
    ]);
    await waitFor(() => expect(loads()).toEqual(['?onStartup=true']));
    await vi.advanceTimersByTimeAsync(58_000);
    expect(bar()).toBeNull();
    await vi.advanceTimersByTimeAsync(2_500);
    const shown = await findBar();
    expect(within(shown).getByText('Notice 1')).toBeVisible();
    expect(shown).toHaveStyle({ backgroundColor: '#1864ab', color: '#ffffff' });
    await vi.advanceTimersByTimeAsync(120_000);
    await waitFor(() => expect(bar()).toBeNull());
    expect(loads()).toEqual(['?onStartup=true']);
  });

  it('rotates several events every 30 s', async () => {
    frameWith([[event(1), event(2)]]);
    expect(await within(await findBar()).findByText('Notice 1')).toBeVisible();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(within(bar()!).getByText('Notice 1')).toBeVisible();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await within(bar()!).findByText('Notice 2')).toBeVisible();
    expect(within(bar()!).getByText('Notification 2 of 2:')).toBeInTheDocument();
  });

  it('ONE_TIME hides the bar at once, posts the dismissal and loads again with onStartup=false', async () => {
    const { api, loads, user } = frameWith([
      [event(1, { actions: { ONE_TIME: { actionName: 'Got it' } } })],
      [],
    ]);
    await user.click(await within(await findBar()).findByRole('button', { name: 'Got it' }));
    expect(bar()).toBeNull();
    await waitFor(() => expect(loads()).toEqual(['?onStartup=true', '?onStartup=false']));
    expect(api.to('POST', `/api/user/system-notifications/${ID(1)}/dismiss`)).toHaveLength(1);
    expect(bar()).toBeNull();
  });

  it('OPEN_IN_NEW_TAB opens its address in a tab that cannot reach back, and does not dismiss', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const url = 'https://status.example.com/incident';
    const { api, user } = frameWith([
      [event(1, { actions: { OPEN_IN_NEW_TAB: { actionName: 'Status', url } } })],
    ]);
    await user.click(await within(await findBar()).findByRole('button', { name: 'Status' }));
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
    expect(bar()).not.toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    open.mockRestore();
  });

  it('sanitises the message HTML before it is shown', async () => {
    frameWith([
      [
        event(1, {
          messageHTML: '<b>Hi</b><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
        }),
      ],
    ]);
    const shown = await findBar();
    expect(await within(shown).findByText('Hi')).toBeVisible();
    expect(shown.querySelector('img, script')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('loads the notifications again when an answer carries another last-system-notification-id', async () => {
    let revision = 'rev-1';
    const { loads } = frameWith([[], [event(1)]], () => revision);
    await waitFor(() => expect(loads()).toEqual(['?onStartup=true']));
    await act(() => apiFetch('/api/thing'));
    expect(loads()).toHaveLength(1);
    revision = 'rev-2';
    await act(() => apiFetch('/api/thing'));
    await waitFor(() => expect(loads()).toEqual(['?onStartup=true', '?onStartup=false']));
    expect(await within(await findBar()).findByText('Notice 1')).toBeVisible();
  });
});

describe('the system notification popup', () => {
  it('opens after its delay from when its bar shows; only the first event with a popup opens one', async () => {
    frameWith([
      [
        event(1, { popup: popup(1, { triggerCondition: { type: 'ON_DELAY' }, delay: { millis: 2000 } }) }),
        event(2, { popup: popup(2) }),
      ],
    ]);
    await findBar();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.advanceTimersByTimeAsync(600);
    const dialog = await screen.findByRole('dialog', { name: 'Popup 1' });
    expect(await within(dialog).findByText('About 1')).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('Popup 2')).toBeNull();
  });

  it('shows a check icon on completed items only, sanitised HTML, and posts its dismissal on close', async () => {
    const content: PopupContent = {
      title: 'Getting started',
      icon: 'NEW_FEATURE',
      messageHTML: '<p>Steps</p><img src=x onerror="window.__pwned=3">',
      checkListField: {
        items: [
          { state: 'COMPLETED', textHtml: 'Add a client' },
          { state: 'NOT_COMPLETED', textHtml: 'Send a quote' },
        ],
      },
      buttons: {
        items: [{ name: 'Later', variant: 'OUTLINED', action: 'CLOSE', dismiss: true }],
      },
    };
    const { api, loads, user } = frameWith([
      [event(1, { popup: popup(1, { popupContent: content }) })],
      [event(1)],
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Getting started' });
    expect(await within(dialog).findByText('Steps')).toBeVisible();
    expect(dialog.querySelector('img')).toBeNull();
    const [done, open] = within(dialog).getAllByRole('listitem');
    expect(done!.querySelector('svg')).not.toBeNull();
    expect(open!.querySelector('svg')).toBeNull();
    expect(within(done!).getByText('Completed:')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(api.to('POST', `/api/user/system-notifications/${ID(1)}/popups/${ID(6)}/dismiss`)).toHaveLength(
        1,
      ),
    );
    await waitFor(() => expect(loads()).toEqual(['?onStartup=true', '?onStartup=false']));
    expect(bar()).not.toBeNull();
  });
});
