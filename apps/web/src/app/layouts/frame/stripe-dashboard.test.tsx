import { StripePaths } from '@focal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { leaveAppFor } from '../../../shared/leave-app';

// The browser boundary: jsdom cannot leave for another site.
vi.mock('../../../shared/leave-app', () => ({ leaveAppFor: vi.fn() }));
afterEach(() => vi.mocked(leaveAppFor).mockReset());

const PORTAL = 'https://billing.stripe.com/p/session/test_YWNjdF8x';

function withStripeLink(portal: () => Response) {
  const bootstrap = bootstrapFixture();
  bootstrap.profile.resourcesLinks = {
    STRIPE_DASHBOARD: { url: StripePaths.portalSession, method: 'POST' },
  };
  signIn();
  return mockApi({
    'GET /api/basic/bootstrap': () => ok(bootstrap),
    [`POST ${StripePaths.portalSession}`]: portal,
  });
}

describe('the Stripe dashboard in the user menu', () => {
  it('asks the server for a portal session and goes to it', async () => {
    const api = withStripeLink(() => ok({ url: PORTAL }));
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Stripe dashboard' });
    expect(item).not.toHaveAttribute('href');
    await user.click(item);
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(PORTAL));
    expect(api.to('POST', StripePaths.portalSession)).toHaveLength(1);
  });

  it('shows the server’s message and stays when no portal can be opened', async () => {
    withStripeLink(() =>
      apiError(
        404,
        'NotFound',
        null,
        'Not found',
        'A Stripe billing account for this business does not exist.',
      ),
    );
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Stripe dashboard' }));
    expect(
      await screen.findByText('A Stripe billing account for this business does not exist.'),
    ).toBeVisible();
    expect(leaveAppFor).not.toHaveBeenCalled();
  });
});
