import type { Announcement, AnnouncementVariant } from '@focal/contracts/announcements';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refresh } from '../../../shared/response-extras/refreshers';
import { setPlansFrameOpener } from '../../../shared/response-extras/plans-frame';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';

const ANNOUNCEMENTS_URL = '/api/basic/v1/subscription/announcements';
const IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 FocalApp/ios/3000201';

const variant = (htmlText: string, actions: AnnouncementVariant['actions'] = {}): AnnouncementVariant => ({
  htmlText,
  actions,
});
const action = (method: string, url: string, backgroundHexColor = '#1864AB') => ({
  actionName: `Go ${url}`,
  method,
  url,
  buttonProperties: { backgroundHexColor },
});

/** An announcement whose variants say which platform they are for. */
function announcement(id: string, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    web: variant(`<b>${id}</b> on the web`, { OPEN: action('OPEN_PLANS', `/subscription/plans?for=${id}`) }),
    mobile: variant(`${id} on a phone`),
    app: { ios: variant(`${id} in the iOS app`), android: variant(`${id} in the Android app`) },
    ...overrides,
  };
}

function frameWith(answers: Announcement[][]) {
  signIn();
  const boot = bootstrapFixture();
  boot.subscription.resourcesLinks = { SUBSCRIPTION_ANNOUNCEMENTS: { url: ANNOUNCEMENTS_URL } };
  let served = 0;
  const api = mockApi({
    'GET /api/basic/bootstrap': () => ok(boot),
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ANNOUNCEMENTS_URL}`]: () =>
      ok({ announcements: answers[Math.min(served++, answers.length - 1)], resourcesLinks: {} }),
  });
  return { api, ...renderApp('/') };
}

const banner = () => screen.findByRole('region', { name: 'Announcements' });
const slide = (region: HTMLElement) => within(region).getByRole('group');

function mobileView() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('max-width: 991px'),
  })) as typeof window.matchMedia;
  return () => (window.matchMedia = original);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setPlansFrameOpener(null);
});

describe('the announcement banner', () => {
  it('shows nothing, and asks for nothing, without a SUBSCRIPTION_ANNOUNCEMENTS link', async () => {
    signIn();
    const api = mockApi({
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
      [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    expect(api.to('GET', ANNOUNCEMENTS_URL)).toHaveLength(0);
  });

  it('turns to the next announcement every 60 seconds, and back to the first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    frameWith([[announcement('first'), announcement('second'), announcement('third')]]);
    const region = await banner();
    expect(await within(region).findByText('first')).toBeVisible();
    expect(slide(region)).toHaveAccessibleName('Announcement 1 of 3');

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(within(region).getByText('first')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await within(region).findByText('second')).toBeVisible();
    expect(within(region).queryByText('first')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await within(region).findByText('third')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await within(region).findByText('first')).toBeVisible();
  });

  it('has previous, next and dot controls that work from the keyboard', async () => {
    const { user } = frameWith([[announcement('first'), announcement('second'), announcement('third')]]);
    const region = await banner();
    await within(region).findByText('first');
    const dots = within(region).getAllByRole('button', { name: /^Show announcement/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show announcement 1',
      'Show announcement 2',
      'Show announcement 3',
    ]);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    within(region).getByRole('button', { name: 'Previous announcement' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(region).findByText('third')).toBeVisible();
    await user.tab(); // the first dot
    await user.tab(); // the second dot
    await user.keyboard(' ');
    expect(await within(region).findByText('second')).toBeVisible();
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    within(region).getByRole('button', { name: 'Next announcement' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(region).findByText('third')).toBeVisible();
    expect(slide(region)).toHaveAccessibleName('Announcement 3 of 3');
  });

  it('opens the plans frame at the first action only, on a button coloured by the server', async () => {
    const first = action('OPEN_PLANS', '/subscription/plans?planTier=MASTER', '#FAB005');
    const { user } = frameWith([
      [
        announcement('upgrade', {
          web: variant('Upgrade now', { UPGRADE: first, LATER: action('NEW_WINDOW', 'https://x.test') }),
        }),
      ],
    ]);
    const region = await banner();
    await within(region).findByText('Upgrade now');
    const opened: (string | undefined)[] = [];
    setPlansFrameOpener((url) => opened.push(url));
    const buttons = within(region).getAllByRole('button', { name: /^Go / });
    expect(buttons).toHaveLength(1);
    // A light background gets black text; a dark one white.
    expect(buttons[0]).toHaveStyle({ backgroundColor: 'rgb(250, 176, 5)', color: 'rgb(0, 0, 0)' });
    await user.click(buttons[0]!);
    expect(opened).toEqual(['/subscription/plans?planTier=MASTER']);
  });

  it('opens NEW_WINDOW actions in a new tab that cannot reach back', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = frameWith([
      [
        announcement('blog', {
          web: variant('Read the blog', { READ: action('NEW_WINDOW', 'https://blog.focal.test/') }),
        }),
      ],
    ]);
    const region = await banner();
    await user.click(await within(region).findByRole('button', { name: 'Go https://blog.focal.test/' }));
    expect(open).toHaveBeenCalledWith('https://blog.focal.test/', '_blank', 'noopener,noreferrer');
    expect(within(region).getByRole('button', { name: 'Go https://blog.focal.test/' })).toHaveStyle({
      color: 'rgb(255, 255, 255)',
    });
  });

  it('drops announcements with a MANUAL action or without content for the platform', async () => {
    frameWith([
      [
        announcement('manual', { web: variant('Call us', { CALL: action('MANUAL', '') }) }),
        announcement('empty', { web: variant('  ') }),
        announcement('missing', { web: null }),
        announcement('kept'),
      ],
    ]);
    const region = await banner();
    expect(await within(region).findByText('kept')).toBeVisible();
    expect(slide(region)).toHaveAccessibleName('Announcement 1 of 1');
    expect(within(region).queryByRole('button', { name: /^Show announcement/ })).toBeNull();
    expect(screen.queryByText('Call us')).toBeNull();
  });

  it('sanitises the HTML again before showing it', async () => {
    frameWith([
      [
        announcement('x', {
          web: variant(
            '<b>Sale</b><img src="x" onerror="window.__hacked = 1"><script>window.__hacked = 1</script><a href="javascript:alert(1)">Link</a>',
          ),
        }),
      ],
    ]);
    const region = await banner();
    expect(await within(region).findByText('Sale')).toBeVisible();
    expect(region.querySelector('img, script')).toBeNull();
    expect(within(region).getByText('Link')).not.toHaveAttribute('href');
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  });

  it('shows the mobile variant in the mobile view', async () => {
    const restore = mobileView();
    try {
      frameWith([[announcement('one')]]);
      expect(await within(await banner()).findByText('one on a phone')).toBeVisible();
    } finally {
      restore();
    }
  });

  it.each([
    ['iOS', IOS_APP],
    ['Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) Chrome/126.0 Mobile FocalApp/android/2104000'],
  ])('shows the %s variant in that app', async (name, userAgent) => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    frameWith([[announcement('one')]]);
    expect(await within(await banner()).findByText(`one in the ${name} app`)).toBeVisible();
  });

  it('loads again when an answer asks to reload announcements', async () => {
    const { api } = frameWith([[announcement('before')], [announcement('after')]]);
    await within(await banner()).findByText('before');
    act(() => refresh('announcements'));
    expect(await within(await banner()).findByText('after')).toBeVisible();
    await waitFor(() => expect(api.to('GET', ANNOUNCEMENTS_URL)).toHaveLength(2));
  });
});
