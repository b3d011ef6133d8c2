import { ApiRoutes } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { PaymentSettingsView } from '@focal/contracts/payment-settings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { paymentSettingsMessages as texts } from '../messages';

const LOAD = { timeout: 5000 };
const PATH = ApiRoutes.getPaymentSettings.path;
const defaults: PaymentSettingsView = {
  updatedAt: null,
  card: { surchargeBasisPoints: 0, tipsEnabled: false },
};
const VERSION = '2026-03-04T10:00:00.000Z';

/** A signed-in frame whose payment settings answer as each test says. */
function open(routes: Parameters<typeof mockApi>[0]) {
  signIn();
  const api = mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    ...routes,
  });
  return { api, ...renderApp('/settings/payments') };
}

const section = async () => within(await screen.findByRole('form', { name: texts.card.title }, LOAD));

describe('Settings → Payments', () => {
  it('shows the card options in force, and saves the surcharge in basis points with the tip switch', async () => {
    const { api, user } = open({
      [`GET ${PATH}`]: () => ok(defaults),
      [`PUT ${PATH}`]: (request) => ok({ ...(request.body as object), updatedAt: VERSION }),
    });
    const card = await section();
    const surcharge = card.getByRole('textbox', { name: texts.card.surcharge });
    expect(surcharge).toHaveValue('0.00');
    expect(card.getByRole('switch', { name: texts.card.tips })).not.toBeChecked();

    await user.clear(surcharge);
    await user.type(surcharge, '2.55');
    await user.click(card.getByRole('switch', { name: texts.card.tips }));
    await user.click(card.getByRole('button', { name: texts.save }));

    await waitFor(() =>
      expect(api.to('PUT', PATH)[0]?.body).toEqual({
        updatedAt: null,
        card: { surchargeBasisPoints: 255, tipsEnabled: true },
      }),
    );
    expect(await screen.findByText(texts.saved)).toBeVisible();
    // The next save is over the version just saved.
    await user.click(card.getByRole('switch', { name: texts.card.tips }));
    await user.click(card.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(api.to('PUT', PATH)[1]?.body).toEqual({
        updatedAt: VERSION,
        card: { surchargeBasisPoints: 255, tipsEnabled: false },
      }),
    );
  });

  it('refuses an empty surcharge before sending, and shows the server’s refusal of a stale save', async () => {
    const { api, user } = open({
      [`GET ${PATH}`]: () =>
        ok({ updatedAt: VERSION, card: { surchargeBasisPoints: 250, tipsEnabled: true } }),
      [`PUT ${PATH}`]: () =>
        apiError(
          409,
          'StaleVersion',
          null,
          'These settings were changed',
          'Someone saved the payment settings since you opened them.',
        ),
    });
    const card = await section();
    const surcharge = card.getByRole('textbox', { name: texts.card.surcharge });
    expect(surcharge).toHaveValue('2.50');
    expect(card.getByRole('switch', { name: texts.card.tips })).toBeChecked();

    await user.clear(surcharge);
    await user.click(card.getByRole('button', { name: texts.save }));
    expect(surcharge).toHaveAccessibleDescription(expect.stringContaining(texts.card.surchargeInvalid));
    expect(api.to('PUT', PATH)).toHaveLength(0);

    await user.type(surcharge, '3');
    await user.click(card.getByRole('button', { name: texts.save }));
    expect(
      await screen.findByText('Someone saved the payment settings since you opened them.'),
    ).toBeVisible();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user } = open({ [`GET ${PATH}`]: () => ok(defaults) });
    const card = await section();
    await user.click(card.getByRole('switch', { name: texts.card.tips }));
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: texts.backToSettings }));
    expect(await screen.findByText(texts.leaveText)).toBeVisible();
  });
});
