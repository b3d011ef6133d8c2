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
});
