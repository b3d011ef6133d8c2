import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPlansFrameOpener } from '../../../shared/response-extras/plans-frame';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { settingsMessages as texts } from '../messages';

function renderSettings(links: Record<string, { url: string }>) {
  signIn();
  const boot = bootstrapFixture();
  boot.profile.resourcesLinks = { ...boot.profile.resourcesLinks, ...links };
  mockApi({ 'GET /api/basic/bootstrap': () => ok(boot) });
  renderApp('/settings');
}

afterEach(() => setPlansFrameOpener(null));

describe('Settings → Plan and billing', () => {
  it('opens the plans at the server’s link and the billing page, for an owner', async () => {
    const opened: (string | undefined)[] = [];
    setPlansFrameOpener((url) => opened.push(url));
    renderSettings({ SUBSCRIPTION_PLANS: { url: '/subscription/plans' } });
    fireEvent.click(await screen.findByRole('button', { name: texts.subscription.plans }));
    fireEvent.click(screen.getByRole('button', { name: texts.subscription.billing }));
    expect(opened).toEqual(['/subscription/plans', '/subscription/billing']);
  });

  it('is not offered when the server sends no SUBSCRIPTION_PLANS (a team member)', async () => {
    renderSettings({});
    expect(await screen.findByRole('link', { name: 'Team' })).toBeVisible();
    expect(screen.queryByText(texts.subscription.label)).toBeNull();
    expect(screen.queryByRole('button', { name: texts.subscription.billing })).toBeNull();
  });
});
