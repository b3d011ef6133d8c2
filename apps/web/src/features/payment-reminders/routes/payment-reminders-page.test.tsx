import { ApiRoutes } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { PaymentReminderSettings } from '@focal/contracts/payment-reminders';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { paymentRemindersMessages as texts } from '../messages';

const LOAD = { timeout: 5000 };
const PATH = ApiRoutes.getPaymentReminderSettings.path;
const defaults: PaymentReminderSettings = {
  updatedAt: null,
  enabled: true,
  daysBefore: [3],
  daysAfter: [1, 7],
};

/** A signed-in frame whose reminder settings answer as each test says. */
function open(routes: Parameters<typeof mockApi>[0]) {
  signIn();
  const api = mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    ...routes,
  });
  return { api, ...renderApp('/settings/payment-reminders') };
}

const form = async () => within(await screen.findByRole('form', { name: texts.title }, LOAD));

describe('Settings → Payment reminders', () => {
  it('shows the days in force, sends the changed ones in order with the switch, and keeps what was saved', async () => {
    const { api, user } = open({
      [`GET ${PATH}`]: () => ok(defaults),
      [`PUT ${PATH}`]: (request) => ok(request.body),
    });
    const f = await form();
    const before = f.getByRole('group', { name: texts.daysBefore });
    const after = f.getByRole('group', { name: texts.daysAfter });
    expect(f.getByRole('switch', { name: texts.enabled })).toBeChecked();
    expect(within(before).getByRole('checkbox', { name: '3 days before' })).toBeChecked();
    expect(within(after).getByRole('checkbox', { name: '7 days after' })).toBeChecked();

    await user.click(within(before).getByRole('checkbox', { name: 'On the due day' }));
    await user.click(within(before).getByRole('checkbox', { name: '3 days before' }));
    await user.click(within(after).getByRole('checkbox', { name: '14 days after' }));
    await user.click(within(after).getByRole('checkbox', { name: '2 days after' }));
    await user.click(f.getByRole('switch', { name: texts.enabled }));
    await user.click(f.getByRole('button', { name: texts.save }));

    await waitFor(() =>
      expect(api.to('PUT', PATH)[0]?.body).toEqual({
        // The version it was loaded at (the defaults: never saved), so a colleague's save is not overwritten.
        updatedAt: null,
        enabled: false,
        daysBefore: [0],
        daysAfter: [1, 2, 7, 14],
      }),
    );
    expect(await screen.findByText(texts.saved)).toBeVisible();
    expect(within(before).getByRole('checkbox', { name: '3 days before' })).not.toBeChecked();
    expect(f.getByRole('switch', { name: texts.enabled })).not.toBeChecked();
  });

  it('offers a day saved outside the usual ones, and no sixth day once five are chosen', async () => {
    open({ [`GET ${PATH}`]: () => ok({ enabled: true, daysBefore: [45], daysAfter: [1, 2, 3, 5, 7] }) });
    const f = await form();
    expect(f.getByRole('checkbox', { name: '45 days before' })).toBeChecked();
    expect(f.getByRole('checkbox', { name: '10 days after' })).toBeDisabled();
    expect(f.getByRole('checkbox', { name: '7 days after' })).toBeEnabled();
    expect(f.getByRole('checkbox', { name: '10 days before' })).toBeEnabled();
  });

  it("puts the server's refusal on the days it names", async () => {
    const refusal = 'Choose up to 5 different days, from 1 to 90 days after.';
    const { user } = open({
      [`GET ${PATH}`]: () => ok(defaults),
      [`PUT ${PATH}`]: () => apiError(400, 'ValidationFailed', { fields: { daysAfter: refusal } }),
    });
    const f = await form();
    await user.click(f.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(f.getByRole('group', { name: texts.daysAfter })).toHaveAccessibleDescription(
        expect.stringContaining(refusal),
      ),
    );
    // Announced as it appears, as the other fields' errors are.
    expect(within(f.getByRole('group', { name: texts.daysAfter })).getByRole('alert')).toHaveTextContent(
      refusal,
    );
  });

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    const { user } = open({
      [`GET ${PATH}`]: () => ok(defaults),
      [`PUT ${PATH}`]: (request) => ok(request.body),
    });
    const f = await form();
    const back = within(screen.getByRole('main')).getByRole('link', { name: texts.backToSettings });
    await user.click(f.getByRole('checkbox', { name: '14 days after' }));
    await user.click(back);
    expect(await screen.findByText(texts.leaveText)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(texts.leaveText)).toBeNull());

    await user.click(f.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.saved)).toBeVisible();
    await user.click(back);
    await waitFor(() => expect(screen.queryByRole('form', { name: texts.title })).toBeNull());
    expect(screen.queryByText(texts.leaveText)).toBeNull();
  });
});
