import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const confirmLink = 'http://localhost:3000/signup/confirm/tok-0123456789abcdef';
const messages = [
  {
    id: 'm1',
    to: 'ada@example.com',
    subject: 'Confirm your email address for Focal',
    text: `Hi Ada,\n\nConfirm my email: ${confirmLink}\n`,
    html: `<p>Hi Ada,</p><p><a href="${confirmLink}">Confirm my email</a></p><p>Or open this link: ${confirmLink}</p>`,
    createdAt: '2026-01-01T10:00:00.000Z',
  },
  {
    id: 'm2',
    to: 'ada@example.com',
    subject: 'Set a new password for Focal',
    text: 'Set a new password: http://localhost:3000/new/confirm/reset-0123456789abcdef',
    html: '',
    createdAt: '2026-01-01T11:00:00.000Z',
  },
];

describe('development mailbox', () => {
  it('lists messages newest first and opens one with its links as real anchors', async () => {
    const api = mockApi({ 'GET /api/dev/mailbox': () => ok({ address: 'ada@example.com', messages }) });
    const { user } = renderApp('/dev/mail?token=resend-token-0123456789');

    const list = await screen.findByRole('list', { name: 'Messages' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Set a new password for Focal',
      'Confirm your email address for Focal',
    ]);
    expect(api.requests[0]!.url).toBe('/api/dev/mailbox?token=resend-token-0123456789');
    expect(api.requests[0]!.headers.get('Authorization')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Confirm your email address for Focal' }));
    const link = await screen.findByRole('link', { name: 'Confirm my email' });
    expect(link).toHaveAttribute('href', confirmLink);
    const frame = screen.getByTitle('Message: Confirm your email address for Focal');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Confirm my email');

    await user.click(screen.getByRole('button', { name: 'Set a new password for Focal' }));
    expect(
      await screen.findByRole('link', { name: 'http://localhost:3000/new/confirm/reset-0123456789abcdef' }),
    ).toBeVisible();
  });

  it('says so when the server sends real mail', async () => {
    mockApi({ 'GET /api/dev/mailbox': () => apiError(404, 'NotFound') });
    renderApp('/dev/mail?token=resend-token-0123456789');
    expect(
      await screen.findByText('The development mailbox is off: this server sends real email.'),
    ).toBeVisible();
  });

  it('asks for a way in when neither signed in nor holding a token', async () => {
    const api = mockApi({});
    renderApp('/dev/mail');
    expect(
      await screen.findByText(
        'Open this page from the link on the sign-up confirmation page, or sign in first.',
      ),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});
