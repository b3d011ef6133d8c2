import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { API, BRAND, PORTAL } from './test-portal';

describe('the portal’s sign-in page', () => {
  it('checks the address, then mails a link and says so with the studio’s name', async () => {
    const api = mockApi({
      [`GET ${API}/brand`]: () => ok(BRAND),
      [`POST ${API}/sign-in`]: () => ok(null),
    });
    const { user } = renderApp(`${PORTAL}/sign-in`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Studio' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in to your portal' })).toBeVisible();
    expect(screen.getByText('Powered by Focal')).toBeVisible();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    const submit = screen.getByRole('button', { name: 'Email me a link' });

    await user.click(submit);
    expect(await screen.findByText('This field is required. Please fill in.')).toBeVisible();
    await user.type(email, 'anna@example');
    await user.click(submit);
    expect(await screen.findByText(/This email address is not valid/)).toBeVisible();
    expect(api.to('POST', `${API}/sign-in`)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' Anna@Example.com ');
    await user.click(submit);

    expect(
      await screen.findByText(
        'If this address belongs to a client of Lumen Studio, a link to your portal is on its way. It lasts 7 days.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Check your email' })).toBeVisible();
    expect(api.to('POST', `${API}/sign-in`)[0]!.body).toEqual({ email: 'anna@example.com' });

    // A mistyped address: back to the form, the field empty.
    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in to your portal' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });
});
