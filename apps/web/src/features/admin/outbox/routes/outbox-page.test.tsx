import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok, type SentRequest } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { setAdminSession } from '../../lib/admin-session';

const message = {
  id: 'm1',
  kind: 'admin_invitation',
  to: 'alan@focal.test',
  subject: 'You are invited to administer Focal',
  text: 'Open http://localhost/admins/invitation/abc to accept.',
  html: '<p>Hello</p><script>parent.localStorage.clear()</script>',
  createdAt: '2026-03-01T10:00:00.000Z',
  deliveredAt: null,
  link: 'LIVE' as const,
};
const to = (request: SentRequest) => new URL(request.url, 'http://localhost').searchParams.get('to');

beforeEach(() => setAdminSession({ access_token: 'admin-access', refresh_token: 'admin-refresh' }));

describe('the outbox', () => {
  it('filters by recipient and opens a mail as text, and as HTML in a frame that runs nothing', async () => {
    const api = mockApi({
      'GET /api/admin/me': () => ok({ id: 'a1', email: 'root@focal.test', name: 'Grace Hopper' }),
      'GET /api/admin/outbox': (request) => ok({ messages: to(request) ? [message] : [] }),
    });
    const { user, router } = renderApp('/admins/outbox');
    expect(await screen.findByRole('heading', { name: 'No mail' })).toBeVisible();
    await user.type(screen.getByLabelText('Recipient'), 'alan@focal.test');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: message.subject }));
    expect(api.to('GET', '/api/admin/outbox').map(to)).toEqual([null, 'alan@focal.test']);
    expect(router.state.location.search).toBe('?to=alan%40focal.test');

    const dialog = await screen.findByRole('dialog', { name: message.subject });
    expect(within(dialog).getByText(message.text)).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: 'HTML' }));
    const frame = within(dialog).getByTitle(`HTML of "${message.subject}"`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', message.html);
  });

  it("says a mail's link is used and shows the mail as the server hid it, with no working link", async () => {
    const used = {
      ...message,
      id: 'm2',
      kind: 'reset_password',
      subject: 'Set a new password for Focal',
      text: 'Set a new password: [link used or replaced by a newer one]',
      html: '<p><a href="[link used or replaced by a newer one]">Set a new password</a></p>',
      link: 'USED' as const,
    };
    mockApi({
      'GET /api/admin/me': () => ok({ id: 'a1', email: 'root@focal.test', name: 'Grace Hopper' }),
      'GET /api/admin/outbox': () => ok({ messages: [used, message] }),
    });
    const { user } = renderApp('/admins/outbox');
    const table = await screen.findByRole('table', { name: 'Mail in the outbox' });
    const [header, usedRow, liveRow] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('Link');
    expect(usedRow).toHaveTextContent('Used');
    expect(liveRow).toHaveTextContent('Works');

    await user.click(within(usedRow!).getByRole('button', { name: used.subject }));
    const dialog = await screen.findByRole('dialog', { name: used.subject });
    expect(within(dialog).getByText(/The link in this mail is hidden: used\./)).toBeVisible();
    expect(within(dialog).getByText(used.text)).toBeVisible();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});
