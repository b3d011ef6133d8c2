import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';

/** Spec 01 §2.2 lists /signup/complete among the public routes; it was missing (issue 10 §11). */
describe('/signup/complete', () => {
  const token = 'completion-token-0123456789';

  it('shows the pending sign-up’s "Just one more step!" form for its token', async () => {
    mockApi({
      [`GET /api/auth/oauth/complete/${token}`]: () =>
        ok({
          providerId: 'google',
          action: 'COMPLETE_OAUTH_SIGN_UP',
          prefill: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
          fields: ['country', 'currency', 'timezone', 'termsOfUseAccepted'],
        }),
    });
    const { router } = renderApp(`/signup/complete?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Just one more step!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Finish sign-up' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signup/complete');
    await waitFor(() => expect(document.title).toBe('Focal - Just one more step!'));
  });

  it('sends a signed-in user home, where bootstrap finishes the account if it must', async () => {
    signIn();
    mockApi({ 'GET /api/basic/bootstrap': () => ok(bootstrapFixture()) });
    const { router } = renderApp('/signup/complete');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('tells anyone else that the link is missing', async () => {
    mockApi({});
    renderApp('/signup/complete');
    expect(await screen.findByRole('heading', { name: 'This sign-up link does not work' })).toBeVisible();
  });
});
