import { REQUIRED, TERMS_REQUIRED } from '@focal/contracts/messages';
import { TeamPaths } from '@focal/contracts/team';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAccessToken } from '../../../shared/session/session-store';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const PATH = `/company/register/${TOKEN}`;
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

const invitation = (accountExists: boolean, email = 'ann@example.com') => ({
  companyName: 'Lovelace Studio',
  email,
  inviterName: 'Ada Lovelace',
  accountExists,
});
const pair = (n: number) => ({ access_token: `access-${n}`, refresh_token: `refresh-${n}` });

describe('the invitation page', () => {
  it('signs a new person up into the inviting company, with the sign-up rules and terms reminder', async () => {
    const api = mockApi({
      [`GET ${TeamPaths.publicInvitation(TOKEN)}`]: () => ok(invitation(false)),
      [`POST ${TeamPaths.invitationSignup(TOKEN)}`]: () => ok(pair(7)),
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture({ firstName: 'Ann' })),
    });
    const { router, user } = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Join Lovelace Studio' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Focal - Join a company'));
    expect(screen.getByText('Ada Lovelace invited you to work with them in Focal.')).toBeVisible();
    expect(field('Email')).toHaveValue('ann@example.com');

    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    await waitFor(() => expect(field('First name')).toHaveAccessibleDescription(REQUIRED));
    expect(await screen.findByRole('alert')).toHaveTextContent(TERMS_REQUIRED);
    expect(api.to('POST', TeamPaths.invitationSignup(TOKEN))).toHaveLength(0);

    await user.type(field('First name'), 'Ann');
    await user.type(field('Last name'), 'Lee');
    await user.type(field('Password'), 'correct horse battery staple');
    expect(await screen.findByText(/^Strength: /)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of use and privacy policy' }));
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(api.to('POST', TeamPaths.invitationSignup(TOKEN))[0]!.body).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      password: 'correct horse battery staple',
      termsOfUseAccepted: true,
    });
    expect(getAccessToken()).toBe('access-7');
    expect(await screen.findByText('You have joined Lovelace Studio.')).toBeVisible();
  });

  it('has an existing account sign in, come back and accept, then works in the company', async () => {
    const api = mockApi({
      [`GET ${TeamPaths.publicInvitation(TOKEN)}`]: () => ok(invitation(true)),
      'POST /api/auth/login': () => ok(pair(1)),
      [`POST ${TeamPaths.acceptInvitation(TOKEN)}`]: () => ok(pair(2)),
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture({ firstName: 'Ann' })),
    });
    const { router, user } = renderApp(PATH);
    expect(
      await screen.findByText(
        'You already have a Focal account. Sign in as ann@example.com to accept the invitation.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in to accept' }));

    await screen.findByRole('heading', { name: 'Sign in to Focal' });
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { name: 'Join Lovelace Studio' });
    expect(router.state.location.pathname).toBe(PATH);
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' })).toBeVisible();
    const accept = api.to('POST', TeamPaths.acceptInvitation(TOKEN));
    expect(accept).toHaveLength(1);
    expect(accept[0]!.headers.get('Authorization')).toBe('Bearer access-1');
    expect(getAccessToken()).toBe('access-2');
  });

  it('tells someone signed in with another address to sign in as the invited one', async () => {
    signIn();
    mockApi({ [`GET ${TeamPaths.publicInvitation(TOKEN)}`]: () => ok(invitation(true)) });
    renderApp(PATH);
    expect(await screen.findByText('You are signed in as ada@example.com.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in to accept' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });

  it.each([
    [410, 'InvitationExpired', 'This invitation has expired'],
    [404, 'NotFound', 'This invitation link does not work'],
  ])('explains a %i (%s) and links to sign in', async (status, code, title) => {
    mockApi({
      [`GET ${TeamPaths.publicInvitation(TOKEN)}`]: () =>
        apiError(status, code, null, title, 'Please ask the studio owner to invite you again.'),
    });
    const { router, user } = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByText('Please ask the studio owner to invite you again.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /join|accept/i })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});
