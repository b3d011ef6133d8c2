import { ApiRoutes } from '@focal/contracts/api-routes';
import { PASSWORD_TOO_COMMON, passwordTooShort, REQUIRED } from '@focal/contracts/messages';
import type { MyProfile } from '@focal/contracts/profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { mockProfilePage, PROFILE, PROFILE_PATH_UNDER_TEST } from '../test-profile-page';
import { profileMessages as texts } from '../messages';

const PATH = PROFILE_PATH_UNDER_TEST;

const withProfile = (profile: MyProfile, routes: Parameters<typeof mockApi>[0] = {}) =>
  mockProfilePage({ profile, twoFactor: 'ON', routes });

const section = (name: string) => screen.getByRole('region', { name });
const input = (within_: HTMLElement, label: string) =>
  within(within_).getByLabelText(label, { selector: 'input' });
const fieldError = (error: string) =>
  apiError(400, 'ValidationFailed', { fields: error }, 'Please check the form', 'Wrong');

describe('/settings/profile', () => {
  it('is "My profile" with its sections; the address and a change waiting for its link', async () => {
    withProfile({ ...PROFILE, pendingEmail: 'new@example.com' });
    renderApp(PATH);
    await screen.findByRole('region', { name: 'Name' });
    await waitFor(() => expect(document.title).toBe('Focal - My profile'));
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    for (const name of ['Name', 'Email', 'Password', 'Profile photo']) expect(section(name)).toBeVisible();
    // Last, the Security section app/ composes in (the two-factor feature's).
    expect(await screen.findByRole('region', { name: 'Security' })).toBeVisible();
    expect(input(section('Name'), 'First name')).toHaveValue('Ada');
    expect(within(section('Email')).getByText('ada@example.com')).toBeVisible();
    expect(
      within(section('Email')).getByText(
        'Waiting for confirmation: new@example.com — open the link we sent there',
      ),
    ).toBeVisible();
  });

  it('is reached from the settings page and from the user menu', async () => {
    withProfile(PROFILE);
    const { router, user } = renderApp('/settings');
    await user.click(await screen.findByRole('link', { name: 'My profile' }));
    await screen.findByRole('region', { name: 'Name' });
    expect(router.state.location.pathname).toBe(PATH);

    await router.navigate('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My profile' }));
    await screen.findByRole('region', { name: 'Name' });
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('shows an error with Try again when the profile cannot be loaded', async () => {
    let fail = true;
    withProfile(PROFILE, {
      [`GET ${ApiRoutes.getProfile.path}`]: () =>
        fail ? apiError(500, 'InternalError', null, 'Oops', 'Down') : ok(PROFILE),
    });
    const { user } = renderApp(PATH);
    expect(await screen.findByText(texts.loadFailed)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByRole('region', { name: 'Name' })).toBeVisible();
  });
});

describe('the name', () => {
  it('refuses an empty first name before calling the API', async () => {
    const api = withProfile(PROFILE);
    const { user } = renderApp(PATH);
    const name = await screen.findByRole('region', { name: 'Name' });
    await user.clear(input(name, 'First name'));
    await user.click(within(name).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input(name, 'First name')).toHaveAccessibleDescription(REQUIRED));
    expect(api.to('PUT', ApiRoutes.updateProfile.path)).toHaveLength(0);
  });

  it('saves, says so, and asks bootstrap again so the header shows the new name', async () => {
    const api = withProfile(PROFILE, {
      [`PUT ${ApiRoutes.updateProfile.path}`]: () => ok({ ...PROFILE, firstName: 'Grace' }),
    });
    const { user } = renderApp(PATH);
    const name = await screen.findByRole('region', { name: 'Name' });
    const boots = api.to('GET', ApiRoutes.bootstrap.path).length;
    await user.clear(input(name, 'First name'));
    await user.type(input(name, 'First name'), 'Grace');
    await user.click(within(name).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(texts.name.saved)).toBeVisible();
    expect(api.to('PUT', ApiRoutes.updateProfile.path)[0]!.body).toEqual({
      firstName: 'Grace',
      lastName: 'Lovelace',
    });
    await waitFor(() => expect(api.to('GET', ApiRoutes.bootstrap.path).length).toBeGreaterThan(boots));
  });
});

describe('the email', () => {
  it('asks for the current password before calling the API', async () => {
    const api = withProfile(PROFILE);
    const { user } = renderApp(PATH);
    const email = await screen.findByRole('region', { name: 'Email' });
    await user.type(input(email, 'New email address'), 'new@example.com');
    await user.click(within(email).getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(input(email, 'Current password')).toHaveAccessibleDescription(REQUIRED));
    expect(api.to('POST', ApiRoutes.changeEmail.path)).toHaveLength(0);
  });

  it('shows a wrong current password under its field', async () => {
    withProfile(PROFILE, {
      [`POST ${ApiRoutes.changeEmail.path}`]: () =>
        fieldError({ currentPassword: 'The current password is not right.' } as never),
    });
    const { user } = renderApp(PATH);
    const email = await screen.findByRole('region', { name: 'Email' });
    await user.type(input(email, 'New email address'), 'new@example.com');
    await user.type(input(email, 'Current password'), 'not my password');
    await user.click(within(email).getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(input(email, 'Current password')).toHaveAccessibleDescription(
        'The current password is not right.',
      ),
    );
  });

  it('sends the new address and shows it waiting for its link', async () => {
    const api = withProfile(PROFILE, {
      [`POST ${ApiRoutes.changeEmail.path}`]: () => ok({ ...PROFILE, pendingEmail: 'new@example.com' }),
    });
    const { user } = renderApp(PATH);
    const email = await screen.findByRole('region', { name: 'Email' });
    await user.type(input(email, 'New email address'), 'New@Example.com');
    await user.type(input(email, 'Current password'), 'my password here');
    await user.click(within(email).getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(texts.email.sent('new@example.com'))).toBeVisible();
    expect(within(email).getByText(texts.email.pending('new@example.com'))).toBeVisible();
    expect(api.to('POST', ApiRoutes.changeEmail.path)[0]!.body).toEqual({
      email: 'new@example.com',
      currentPassword: 'my password here',
    });
    expect(input(email, 'New email address')).toHaveValue('');
  });

  it('asks no password of an account without one, whose password section says how to add one', async () => {
    const api = withProfile(
      { ...PROFILE, hasPassword: false },
      { [`POST ${ApiRoutes.changeEmail.path}`]: () => ok({ ...PROFILE, pendingEmail: 'new@example.com' }) },
    );
    const { user } = renderApp(PATH);
    const email = await screen.findByRole('region', { name: 'Email' });
    expect(within(email).queryByLabelText('Current password')).toBeNull();
    expect(within(section('Password')).getByText(texts.password.none)).toBeVisible();
    await user.type(input(email, 'New email address'), 'new@example.com');
    await user.click(within(email).getByRole('button', { name: 'Change email' }));
    await screen.findByText(texts.email.sent('new@example.com'));
    expect(api.to('POST', ApiRoutes.changeEmail.path)[0]!.body).toEqual({ email: 'new@example.com' });
  });
});

describe('the password', () => {
  it('refuses a short new password before calling the API', async () => {
    const api = withProfile(PROFILE);
    const { user } = renderApp(PATH);
    const password = await screen.findByRole('region', { name: 'Password' });
    await user.type(input(password, 'Current password'), 'my password here');
    await user.type(input(password, 'New password'), 'short');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(input(password, 'New password')).toHaveAccessibleDescription(passwordTooShort(8)),
    );
    expect(api.to('POST', ApiRoutes.changePassword.path)).toHaveLength(0);
  });

  it('shows the server’s refusal of a common password under New password', async () => {
    withProfile(PROFILE, {
      [`POST ${ApiRoutes.changePassword.path}`]: () =>
        fieldError({ newPassword: PASSWORD_TOO_COMMON } as never),
    });
    const { user } = renderApp(PATH);
    const password = await screen.findByRole('region', { name: 'Password' });
    await user.type(input(password, 'Current password'), 'my password here');
    await user.type(input(password, 'New password'), 'password1234');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(input(password, 'New password')).toHaveAccessibleDescription(PASSWORD_TOO_COMMON),
    );
  });

  it('changes it, says so and empties the form', async () => {
    const api = withProfile(PROFILE, { [`POST ${ApiRoutes.changePassword.path}`]: () => ok(null) });
    const { user } = renderApp(PATH);
    const password = await screen.findByRole('region', { name: 'Password' });
    await user.type(input(password, 'Current password'), 'my password here');
    await user.type(input(password, 'New password'), 'a brand new passphrase');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(texts.password.saved)).toBeVisible();
    expect(api.to('POST', ApiRoutes.changePassword.path)[0]!.body).toEqual({
      currentPassword: 'my password here',
      newPassword: 'a brand new passphrase',
    });
    expect(input(password, 'New password')).toHaveValue('');
  });
});

describe('on a phone (≤ 991 px)', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({ ...original(query), matches: query === '(max-width: 991px)' }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('the side menu links to My profile in a browser', async () => {
    withProfile(PROFILE);
    const { router, user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'My profile' }));
    await screen.findByRole('region', { name: 'Name' });
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('but not in the mobile apps, which allow the settings root only', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) FocalApp/ios/3000201');
    onTestFinished(() => void vi.restoreAllMocks());
    withProfile(PROFILE);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Ada Lovelace')).toBeVisible();
    expect(within(drawer).queryByRole('link', { name: 'My profile' })).toBeNull();
  });
});
