import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { getAccessToken } from '../../../shared/session/session-store';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('administrator sign-in', () => {
  it('signs an administrator in to the console, apart from any studio session, and out again', async () => {
    const api = mockApi({
      'POST /api/admin/auth/login': () =>
        ok({ access_token: 'admin-access', refresh_token: 'admin-refresh' }),
      'GET /api/admin/me': () => ok({ id: 'a1', email: 'root@focal.test', name: 'Grace Hopper' }),
    });
    const { user } = renderApp('/admins');
    await screen.findByRole('heading', { name: 'Administrator sign-in' });
    await user.type(field('Email'), 'root@focal.test');
    await user.type(field('Password'), 'admin password here');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Administrator console' })).toBeVisible();
    expect(screen.getByText('Signed in as Grace Hopper (root@focal.test).')).toBeVisible();
    expect(api.to('GET', '/api/admin/me')[0]!.headers.get('Authorization')).toBe('Bearer admin-access');
    expect(getAccessToken()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
  });

  it('shows refused administrator credentials as a toast', async () => {
    mockApi({
      'POST /api/admin/auth/login': () =>
        apiError(401, 'InvalidCredentials', null, 'Wrong email or password', 'Check them and try again.'),
    });
    const { user } = renderApp('/admins');
    await screen.findByRole('heading', { name: 'Administrator sign-in' });
    await user.type(field('Email'), 'root@focal.test');
    await user.type(field('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Check them and try again.')).toBeVisible();
  });
});
