import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

/**
 * Moved from e2e/specs/errors-catalogue.spec.ts (the title is the journey's): what the page does with
 * an error the catalogue has no row for is the client's. The refusal is the server's own body for a
 * wrong password (apps/server/src/modules/auth/sessions.api.test.ts asserts it). The rows whose
 * condition only the real server produces (426, 450) stay in the Playwright journey.
 */
const REFUSAL = ['Sign-in failed', 'The email or password is incorrect.'] as const;

/** As Playwright's fill: the field's whole value in one input event. */
async function fill(user: ReturnType<typeof renderApp>['user'], label: string, value: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.paste(value);
}

describe('error catalogue journeys (moved from e2e/specs/errors-catalogue.spec.ts)', () => {
  it('any other error is a toast with the server title and message', async () => {
    const api = mockApi({
      'POST /api/auth/login': () => apiError(401, 'InvalidCredentials', null, ...REFUSAL),
    });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Focal' });
    await fill(user, 'Email', 'ada@example.com');
    await fill(user, 'Password', 'correct horse battery staple-wrong');
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    await user.click(signIn);
    const toasts = () =>
      screen.queryAllByRole('alert').filter((alert) => alert.textContent?.includes(REFUSAL[1]));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    const toast = toasts()[0]!;
    expect(toast).toBeVisible();
    expect(toast).toHaveTextContent(REFUSAL[0]);
    expect(screen.getAllByRole('button', { name: 'Close notification' }).some((b) => toast.contains(b))).toBe(
      true,
    );

    // The same failure again shows one toast, not two: counted once the second answer is handled
    // (the button's pending state ends after the toast call).
    await waitFor(() => expect(signIn).not.toHaveAttribute('data-loading'));
    await user.click(signIn);
    await waitFor(() => expect(api.to('POST', '/api/auth/login')).toHaveLength(2));
    await waitFor(() => expect(signIn).not.toHaveAttribute('data-loading'));
    expect(toasts()).toHaveLength(1);
  });
});
