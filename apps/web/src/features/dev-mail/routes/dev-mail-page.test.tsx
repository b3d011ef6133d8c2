import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const confirmLink = 'http://localhost:3000/signup/confirm/tok-0123456789abcdef';
const message = {
  id: 'm1',
  to: 'ada@example.com',
  subject: 'Confirm your email address for Focal',
  text: `Hi Ada,\n\nConfirm my email: ${confirmLink}\n`,
  html: `<p>Hi Ada,</p><p><a href="${confirmLink}">Confirm my email</a></p><p>Or open this link: ${confirmLink}</p>`,
  createdAt: '2026-01-01T10:00:00.000Z',
};

describe('development mail', () => {
  it('shows the one message its link was made for, with its links as real anchors', async () => {
    const api = mockApi({ 'GET /api/dev/mail': () => ok(message) });
    renderApp('/dev/mail?token=mail-token-0123456789');

    const link = await screen.findByRole('link', { name: 'Confirm my email' });
    expect(link).toHaveAttribute('href', confirmLink);
    expect(screen.getByRole('heading', { name: 'Confirm your email address for Focal' })).toBeVisible();
    const frame = screen.getByTitle('Message: Confirm your email address for Focal');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Confirm my email');
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.url).toBe('/api/dev/mail?token=mail-token-0123456789');
    expect(api.requests[0]!.headers.get('Authorization')).toBeNull();
    // One message, no list of an address's mail to browse.
    expect(screen.queryByRole('list', { name: 'Messages' })).toBeNull();
  });

  it('says the link is spent when the server refuses it (a revoked invitation)', async () => {
    mockApi({ 'GET /api/dev/mail': () => apiError(403, 'Forbidden') });
    renderApp('/dev/mail?token=mail-token-0123456789');
    expect(await screen.findByText(/This link no longer shows a message/)).toBeVisible();
  });

  it('says so when the server sends real mail', async () => {
    mockApi({ 'GET /api/dev/mail': () => apiError(404, 'NotFound') });
    renderApp('/dev/mail?token=mail-token-0123456789');
    expect(
      await screen.findByText('The development mail viewer is off: this server sends real email.'),
    ).toBeVisible();
  });

  it('asks for a link when opened without one, and asks the server nothing', async () => {
    const api = mockApi({});
    renderApp('/dev/mail');
    expect(
      await screen.findByText(
        'Open this page from the link on the sign-up confirmation page or the team page.',
      ),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});
