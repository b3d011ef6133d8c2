import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPlansFrameOpener } from '../response-extras/plans-frame';
import { UpgradeBanner } from './upgrade-banner';
import { bannerFromUpgradeLink, readUpgradeBanner, type UpgradeBannerData } from './upgrade-banner-data';
import { setupUser } from '../../test/user-event';

const IOS_APP = 'Mozilla/5.0 (iPhone) FocalApp/ios/3000201';
const UPGRADE = '/subscription/plans?planTier=PRO';

/** As the server sends it (plans/limits.ts upgradeBannerData). */
const jobsAtLimit = readUpgradeBanner({
  feature: { type: 'ACTIVE_JOBS', maxNumber: 5 },
  upgradePlan: { planTier: 'PRO' },
  currentPlan: { planTier: 'STARTER', planTierName: 'Starter' },
  actions: { UPGRADE: { url: UPGRADE } },
})!;

function renderBanner(data: UpgradeBannerData, subject?: 'MAX' | 'JOB_ACCESS' | 'EVENT_ACCESS') {
  const opened: (string | undefined)[] = [];
  setPlansFrameOpener((url) => opened.push(url));
  render(
    <MantineProvider>
      <UpgradeBanner data={data} {...(subject ? { subject } : {})} />
    </MantineProvider>,
  );
  return { opened, user: setupUser(), banner: screen.getByRole('region', { name: 'Plan limit' }) };
}

function phoneSized() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  setPlansFrameOpener(null);
  vi.restoreAllMocks();
});

describe('UpgradeBanner', () => {
  it('says the Active Jobs message with its Upgrade link, the plans on offer, and opens the offered plan', async () => {
    const { opened, user, banner } = renderBanner(jobsAtLimit);
    expect(banner).toHaveTextContent(
      "You've reached the maximum number of Active Jobs (5) in your plan. Upgrade to add more.",
    );
    expect(banner).toHaveTextContent("You're on the Starter plan. Pro offers more.");
    // The inline {action} is the only Upgrade.
    const upgrade = screen.getByRole('button', { name: 'Upgrade' });
    await user.click(upgrade);
    expect(opened).toEqual([UPGRADE]);
  });

  it('on a job the plan hides says so, with Upgrade in the sentence', async () => {
    const { opened, user, banner } = renderBanner(jobsAtLimit, 'JOB_ACCESS');
    expect(banner).toHaveTextContent('Upgrade to view or edit this Job.');
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(opened).toEqual([UPGRADE]);
  });

  it('for a maximum without {action} puts an Upgrade button beside the message', async () => {
    const data = bannerFromUpgradeLink({
      feature: 'USERS',
      maxNumber: 3,
      link: { url: '/subscription/plans?planTier=MASTER' },
      currentTier: 'PRO',
    });
    const { opened, user, banner } = renderBanner(data);
    expect(banner).toHaveTextContent("You've reached the maximum number of Users in your plan.");
    expect(banner).toHaveTextContent("You're on the Pro plan. Master offers more.");
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(opened).toEqual(['/subscription/plans?planTier=MASTER']);
  });

  it('uses the short form in a phone-sized view', () => {
    phoneSized();
    const { banner } = renderBanner(jobsAtLimit);
    expect(banner).toHaveTextContent('Active Jobs limit (5) reached. Upgrade to add more.');
    expect(banner).not.toHaveTextContent('Starter');
  });

  it('in the iOS app says to upgrade via a browser and offers no Upgrade', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_APP);
    const { banner, opened } = renderBanner(jobsAtLimit);
    expect(banner).toHaveTextContent(
      'Active Jobs limit (5) reached. To add more, upgrade your plan via a browser.',
    );
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(opened).toEqual([]);
  });

  it('offers no Upgrade when the server sent no UPGRADE action (no tier offers more)', () => {
    const data = readUpgradeBanner({
      feature: { type: 'COMPANIES', maxNumber: 5 },
      upgradePlan: null,
      currentPlan: { planTier: 'MASTER', planTierName: 'Master' },
      actions: {},
    })!;
    const { banner } = renderBanner(data);
    expect(banner).toHaveTextContent("You've reached the maximum number of Brands / Companies in your plan.");
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });
});
