import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrapQueryOptions } from '../../../shared/bootstrap/get-bootstrap';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { renderPage } from '../../../test/render-page';
import { spfMessages as texts } from './messages';
import { SpfCheckPanel } from './spf-check-panel';
import { SpfCheckWatcher } from './spf-check-watcher';
import { markSpfCheckPending, readSpfPending } from './spf-pending';
import { SPF_PATH, spfAnswer } from './test-spf';

const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const COMPANY = 'company-1';

type Answer = ReturnType<typeof spfAnswer>;

/** The SPF route answering from `answers()` each time; the requests are counted. */
function serve(answers: () => Answer) {
  const api = mockApi({ [`GET ${SPF_PATH}`]: () => ok(answers()) });
  return { checks: () => api.to('GET', SPF_PATH).length };
}

/** Hands the test the page's query cache (features may not import app/'s), for a company switch. */
function CacheProbe({ onCache }: { onCache: (client: QueryClient) => void }) {
  onCache(useQueryClient());
  return null;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: T0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the SPF watcher (spec 02 §4)', () => {
  it('asks nothing while no check is pending', async () => {
    const api = serve(() => spfAnswer('CONNECTED'));
    renderPage(<SpfCheckWatcher />, { bootstrap: bootstrapFixture() });
    await advance(2 * HOUR);
    expect(api.checks()).toBe(0);
  });

  it('checks at once, every 15 minutes on SPF_ISSUE, and on CONNECTED clears and says Yay', async () => {
    let status: 'SPF_ISSUE' | 'CONNECTED' = 'SPF_ISSUE';
    const api = serve(() => spfAnswer(status));
    markSpfCheckPending(COMPANY, 'ada@studio.example');
    const { user } = renderPage(<SpfCheckWatcher />, { bootstrap: bootstrapFixture() });
    await waitFor(() => expect(api.checks()).toBe(1));
    await advance(14 * MINUTE);
    expect(api.checks()).toBe(1);
    await advance(MINUTE);
    expect(api.checks()).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readSpfPending(COMPANY)).not.toBeNull();

    status = 'CONNECTED';
    await advance(15 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: texts.success.title });
    expect(readSpfPending(COMPANY)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: texts.success.gotIt }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The check is over: no more requests.
    await advance(HOUR);
    expect(api.checks()).toBe(3);
  });

  it('keeps checking on SPF_ISSUE for 24 hours, then clears and opens the failure modal', async () => {
    const api = serve(() => spfAnswer('SPF_ISSUE'));
    markSpfCheckPending(COMPANY, 'ada@studio.example');
    const { user } = renderPage(<SpfCheckWatcher />, { bootstrap: bootstrapFixture() });
    await waitFor(() => expect(api.checks()).toBe(1));
    await advance(23 * HOUR + 45 * MINUTE);
    expect(api.checks()).toBe(1 + 95);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readSpfPending(COMPANY)).not.toBeNull();

    await advance(15 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: texts.failure.title });
    expect(within(dialog).getByText(texts.failure.body)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: texts.failure.goToSettings })).toHaveAttribute(
      'href',
      '/settings/email-settings',
    );
    expect(readSpfPending(COMPANY)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: texts.failure.notNow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await advance(HOUR);
    expect(api.checks()).toBe(97);
  });

  it('counts the 24 hours from the pending timestamp across reloads (a visit the next day)', async () => {
    const api = serve(() => spfAnswer('SPF_ISSUE'));
    markSpfCheckPending(COMPANY, 'ada@studio.example');
    vi.setSystemTime(T0 + 25 * HOUR);
    renderPage(<SpfCheckWatcher />, { bootstrap: bootstrapFixture() });
    expect(await screen.findByRole('dialog', { name: texts.failure.title })).toBeVisible();
    expect(api.checks()).toBe(1);
  });

  it('reads the pending state of the current company, and follows a company switch', async () => {
    const api = serve(() => spfAnswer('CONNECTED'));
    markSpfCheckPending('company-2', 'ada@studio.example');
    let cache: QueryClient | undefined;
    renderPage(
      <>
        <CacheProbe onCache={(client) => (cache = client)} />
        <SpfCheckWatcher />
      </>,
      { bootstrap: bootstrapFixture() },
    );
    await advance(30 * MINUTE);
    expect(api.checks()).toBe(0);

    const other = bootstrapFixture({ companyName: 'Second Studio' });
    other.authorizedCompany.id = 'company-2';
    act(() => cache?.setQueryData(bootstrapQueryOptions().queryKey, other));
    expect(await screen.findByRole('dialog', { name: texts.success.title })).toBeVisible();
    expect(api.checks()).toBe(1);
    expect(readSpfPending('company-2')).toBeNull();
  });

  it('starts when the settings page marks a check pending', async () => {
    const api = serve(() => spfAnswer('CONNECTED'));
    renderPage(<SpfCheckWatcher />, { bootstrap: bootstrapFixture() });
    await advance(MINUTE);
    expect(api.checks()).toBe(0);
    act(() => markSpfCheckPending(COMPANY, 'ada@studio.example'));
    expect(await screen.findByRole('dialog', { name: texts.success.title })).toBeVisible();
    expect(api.checks()).toBe(1);
  });

  it('shares one request between two watchers and the settings panel', async () => {
    const api = serve(() => spfAnswer('SPF_ISSUE'));
    markSpfCheckPending(COMPANY, 'ada@studio.example');
    renderPage(
      <>
        <SpfCheckWatcher />
        <SpfCheckWatcher />
        <SpfCheckPanel />
      </>,
      { bootstrap: bootstrapFixture() },
    );
    expect(await screen.findByText(texts.panel.issue)).toBeVisible();
    expect(api.checks()).toBe(1);
    await advance(15 * MINUTE);
    expect(api.checks()).toBe(2);
    await advance(15 * MINUTE);
    expect(api.checks()).toBe(3);
  });

  it('ends without a modal when the studio no longer sends through its own server', async () => {
    const api = serve(() => spfAnswer('CONNECTED', { mode: 'focal', domain: null, result: null }));
    markSpfCheckPending(COMPANY, 'ada@studio.example');
    renderPage(<SpfCheckWatcher />, { bootstrap: bootstrapFixture() });
    await waitFor(() => expect(readSpfPending(COMPANY)).toBeNull());
    await advance(HOUR);
    expect(api.checks()).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs in the signed-in frame; the link of the failure modal opens the email settings page', async () => {
    signIn();
    const api = mockApi({
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
      [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
      [`GET ${SPF_PATH}`]: () => ok(spfAnswer('SPF_ISSUE')),
    });
    markSpfCheckPending(COMPANY, 'ada@studio.example');
    vi.setSystemTime(T0 + 24 * HOUR);
    const { router, user } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: texts.failure.title });
    expect(api.to('GET', SPF_PATH)).toHaveLength(1);
    await user.click(within(dialog).getByRole('link', { name: texts.failure.goToSettings }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/email-settings'));
    expect(screen.queryByRole('dialog', { name: texts.failure.title })).toBeNull();
  });
});
