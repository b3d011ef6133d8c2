import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

/**
 * Moved from e2e/specs/signup-journey.spec.ts (the title is the journey's): the form's own checks,
 * made before anything is sent, are the client's. The journeys that reach the server stay there.
 */
describe('sign-up journeys (moved from e2e/specs/signup-journey.spec.ts)', () => {
  it('the sign-up form explains what is missing before sending anything', async () => {
    const api = mockApi({});
    const { user } = renderApp('/signup');
    await screen.findByRole('heading', { name: 'Create your Focal account' });
    const create = screen.getByRole('button', { name: 'Create account' });
    await user.click(create);
    expect((await screen.findAllByText('This field is required. Please fill in.'))[0]).toBeVisible();
    // As Playwright's fill: the whole value in one input event.
    await user.click(screen.getByLabelText('Email', { selector: 'input' }));
    await user.paste('not-an-email');
    await user.click(create);
    expect(
      await screen.findByText(
        "This email address is not valid. Please include '@' and '.' in the email address.",
      ),
    ).toBeVisible();
    expect(
      await screen.findByText('Please indicate that you accept the terms of use and privacy policy.'),
    ).toBeVisible();
    expect(api.to('POST', '/api/auth/signup')).toHaveLength(0);
  });
});
