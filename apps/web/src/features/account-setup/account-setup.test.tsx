import { PASSWORDS_DIFFER, REQUIRED, TERMS_REQUIRED } from '@focal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { apiError, json, mockApi, ok } from '../../test/fetch-mock';
import { renderApp, signIn } from '../../test/render-app';
import { getAccessToken } from '../../shared/session/session-store';

const LINKS = {
  COMPLETE_SIGN_UP_DATA: { url: '/api/user/complete-signup', method: 'GET' },
  COMPLETE_SIGN_UP: { url: '/api/user/complete-signup', method: 'POST' },
};
const ALL_FIELDS = ['password', 'confirmPassword', 'country', 'currency', 'timezone', 'termsOfUseAccepted'];
const setup = (fields = ALL_FIELDS) => ({
  fields,
  prefill: {
    email: 'ada@example.com',
    firstName: 'Ada',
    country: null,
    currency: 'EUR',
    timezone: 'Europe/Berlin',
  },
});
const welcome = {
  icon: 'CELEBRATION',
  title: 'Welcome to Focal!',
  checkListField: { items: [{ state: 'COMPLETED', textHtml: 'Your account is set up' }] },
  buttons: { items: [{ name: 'Get started', variant: 'SOLID_PRIMARY', action: 'CLOSE' }] },
};

const input = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(name, { selector: 'input' });
const select = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(name, { selector: 'select' }) as HTMLSelectElement;

/** Bootstrap refuses until the form was sent, as the server does. */
function accountToFinish(fields = ALL_FIELDS) {
  let finished = false;
  const api = mockApi({
    'GET /api/basic/bootstrap': () =>
      finished
        ? ok(bootstrapFixture())
        : apiError(404, 'UserDoesNotExist', { resourcesLinks: LINKS }, 'Just one more step!', 'Finish it.'),
    'GET /api/user/complete-signup': () => ok(setup(fields)),
    'POST /api/user/complete-signup': () => {
      finished = true;
      return json(200, {
        data: null,
        successModal: welcome,
        successPreferences: { route: { reloadRequired: true } },
      });
    },
    'POST /api/auth/logout': () => ok(null),
  });
  return api;
}

describe("UserDoesNotExist: 'Just one more step!'", () => {
  it('asks the listed fields; each is required, the passwords must match, the terms reminder shows for 3 s', async () => {
    signIn();
    const api = accountToFinish();
    const { user } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Just one more step!' });
    await within(dialog).findByLabelText('Password', { selector: 'input' });
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(select(dialog, 'Currency').value).toBe('EUR');
    expect(select(dialog, 'Time zone').value).toBe('Europe/Berlin');
    expect(select(dialog, 'Country').value).toBe('');
    // It cannot be dismissed: no close button; Escape does nothing.
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Just one more step!' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Complete sign-up' }));
    await waitFor(() => expect(input(dialog, 'Password')).toHaveAccessibleDescription(REQUIRED));
    expect(input(dialog, 'Confirm password')).toHaveAccessibleDescription(REQUIRED);
    expect(select(dialog, 'Country')).toHaveAccessibleDescription(REQUIRED);
    expect(await screen.findByText(TERMS_REQUIRED)).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 3100)));
    await waitFor(() => expect(screen.queryByText(TERMS_REQUIRED)).not.toBeInTheDocument());

    await user.type(input(dialog, 'Password'), 'a long enough passphrase');
    expect(await within(dialog).findByText(/Strength/)).toBeVisible();
    await user.type(input(dialog, 'Confirm password'), 'a different passphrase');
    await user.click(within(dialog).getByRole('button', { name: 'Complete sign-up' }));
    await waitFor(() =>
      expect(input(dialog, 'Confirm password')).toHaveAccessibleDescription(PASSWORDS_DIFFER),
    );
    expect(api.to('POST', '/api/user/complete-signup')).toHaveLength(0);
  }, 20_000);

  it('sends only the listed fields, shows the welcome modal and boots once the route reloads', async () => {
    signIn();
    const api = accountToFinish();
    const { user } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Just one more step!' });
    await user.type(
      await within(dialog).findByLabelText('Password', { selector: 'input' }),
      'a long enough passphrase',
    );
    await user.type(input(dialog, 'Confirm password'), 'a long enough passphrase');
    await user.selectOptions(select(dialog, 'Country'), 'DE');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I accept the terms of use and privacy policy' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Complete sign-up' }));

    const welcomeDialog = await screen.findByRole('dialog', { name: 'Welcome to Focal!' });
    expect(await within(welcomeDialog).findByText('Your account is set up')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Just one more step!' })).not.toBeInTheDocument();
    expect(api.to('POST', '/api/user/complete-signup')[0]!.body).toEqual({
      password: 'a long enough passphrase',
      confirmPassword: 'a long enough passphrase',
      country: 'DE',
      currency: 'EUR',
      timezone: 'Europe/Berlin',
      termsOfUseAccepted: true,
    });
    expect(api.to('GET', '/api/basic/bootstrap')).toHaveLength(2);
    await user.click(within(welcomeDialog).getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it('shows the email when listed (and not a password when not)', async () => {
    signIn();
    accountToFinish(['email', 'currency', 'timezone', 'termsOfUseAccepted']);
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Just one more step!' });
    expect(await within(dialog).findByLabelText('Email')).toHaveValue('ada@example.com');
    expect(within(dialog).queryByLabelText('Password', { selector: 'input' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Country', { selector: 'select' })).not.toBeInTheDocument();
  });

  it('puts server field messages beside their inputs', async () => {
    signIn();
    const api = accountToFinish(['country', 'currency', 'timezone', 'termsOfUseAccepted']);
    const { user } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Just one more step!' });
    await user.selectOptions(await within(dialog).findByLabelText('Country', { selector: 'select' }), 'DE');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I accept the terms of use and privacy policy' }),
    );
    const refused = mockApi({
      'POST /api/user/complete-signup': () =>
        apiError(
          400,
          'ValidationFailed',
          { fields: { country: 'Not here.' } },
          'Please check the form',
          'Not here.',
        ),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Complete sign-up' }));
    await waitFor(() => expect(select(dialog, 'Country')).toHaveAccessibleDescription('Not here.'));
    expect(refused.to('POST', '/api/user/complete-signup')).toHaveLength(1);
    expect(api.to('GET', '/api/user/complete-signup')).toHaveLength(1);
  });

  it('Sign out instead ends the session', async () => {
    signIn();
    const api = accountToFinish();
    const { router, user } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Just one more step!' });
    await user.click(await within(dialog).findByRole('button', { name: 'Sign out instead' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.to('POST', '/api/auth/logout')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });
});

describe('CountryRequired: Quick Account Update', () => {
  function countryMissing() {
    let saved = false;
    return mockApi({
      'GET /api/basic/bootstrap': () =>
        saved
          ? ok(bootstrapFixture())
          : apiError(409, 'CountryRequired', {
              resourcesLinks: { SAVE_COUNTRY: { url: '/api/user/country', method: 'POST' } },
            }),
      'POST /api/user/country': () => {
        saved = true;
        return json(200, { data: null, successPreferences: { route: { reloadRequired: true } } });
      },
    });
  }

  it('requires a country, saves it to the link and boots', async () => {
    signIn();
    const api = countryMissing();
    const { user } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Quick Account Update' });
    const country = await within(dialog).findByLabelText('Country', { selector: 'select' });
    expect(country).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(country).toHaveAccessibleDescription(REQUIRED));
    expect(api.to('POST', '/api/user/country')).toHaveLength(0);

    await user.selectOptions(country, 'NZ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', '/api/user/country')[0]!.body).toEqual({ country: 'NZ' });
  });

  it('a failed save is a toast (the general handler) and the modal stays', async () => {
    signIn();
    countryMissing();
    const { user } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Quick Account Update' });
    await user.selectOptions(await within(dialog).findByLabelText('Country', { selector: 'select' }), 'NZ');
    mockApi({
      'POST /api/user/country': () =>
        apiError(500, 'Internal', null, 'Something went wrong', 'Try again later.'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Try again later.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Quick Account Update' })).toBeVisible();
  });
});
