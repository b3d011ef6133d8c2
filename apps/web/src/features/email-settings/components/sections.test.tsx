import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { MailLogEntry } from '@focal/contracts/mail-log';
import { emailSettingsMessages as texts } from '../messages';
import { EMAIL_SETTINGS_PATH as PATH, mockEmailSettingsPage, SECTIONS } from '../test-email-settings-page';

const entry = (n: number, status: MailLogEntry['status'], lastError: string | null = null): MailLogEntry => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  to: `client${n}@example.com`,
  subject: `Your quote ${n}`,
  kind: 'studio',
  createdAt: '2026-11-24T09:30:00.000Z',
  status,
  statusAt: status === 'queued' ? null : '2026-11-24T09:31:00.000Z',
  lastError,
  attempts: 1,
});

describe('the reply address', () => {
  it('sends the username to the supplied link and shows the address; a taken one under the field', async () => {
    let taken = true;
    const api = mockEmailSettingsPage({
      sections: [SECTIONS.replyDomain!],
      routes: {
        'POST /supplied/reply-domain': () =>
          taken
            ? apiError(409, 'ReplyUsernameTaken', { fields: { username: 'Another studio uses this name.' } })
            : ok({
                username: 'lovelace',
                replyAddress: 'lovelace@reply.focal.example',
                domain: 'reply.focal.example',
              }),
      },
    });
    const { user } = renderApp(PATH);
    const section = await screen.findByRole('region', { name: texts.replyDomain.heading });
    const input = await within(section).findByRole('textbox', { name: texts.replyDomain.username });
    expect(within(section).getByText('@reply.focal.example')).toBeVisible();
    await user.type(input, 'Lovelace');
    await user.click(within(section).getByRole('button', { name: texts.replyDomain.save }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Another studio uses this name.'));
    taken = false;
    await user.click(within(section).getByRole('button', { name: texts.replyDomain.save }));
    expect(await screen.findByText(texts.replyDomain.saved)).toBeVisible();
    expect(api.to('POST', '/supplied/reply-domain').map((r) => r.body)).toEqual([
      { username: 'lovelace' },
      { username: 'lovelace' },
    ]);
  });
});

describe('the notifications', () => {
  it('say that none can come yet when no feature sends one, with no switch', async () => {
    mockEmailSettingsPage({
      sections: [SECTIONS.notifications!],
      routes: {
        'GET /supplied/notifications': () => ok({ events: { NEW_LEAD: true }, sent: [] }),
      },
    });
    renderApp(PATH);
    const section = await screen.findByRole('region', { name: texts.notifications.heading });
    expect(await within(section).findByText(texts.notifications.none)).toBeVisible();
    expect(within(section).queryByRole('switch')).toBeNull();
    expect(within(section).queryByRole('button', { name: texts.notifications.save })).toBeNull();
  });

  it('show what the server keeps, and send only the switches changed', async () => {
    const api = mockEmailSettingsPage({
      sections: [SECTIONS.notifications!],
      routes: { 'POST /supplied/notifications': () => ok({ events: { INVOICE_PAID: false } }) },
    });
    const { user } = renderApp(PATH);
    const section = await screen.findByRole('region', { name: texts.notifications.heading });
    const paid = await within(section).findByRole('switch', {
      name: texts.notifications.events.INVOICE_PAID,
    });
    expect(paid).toBeChecked();
    // A switch only for the events some feature sends (the server's `sent`), not for every event.
    expect(within(section).getAllByRole('switch')).toHaveLength(2);
    expect(within(section).queryByRole('switch', { name: texts.notifications.events.JOB_BOOKED })).toBeNull();
    const save = within(section).getByRole('button', { name: texts.notifications.save });
    expect(save).toBeDisabled();
    await user.click(paid);
    await user.click(save);
    expect(await screen.findByText(texts.notifications.saved)).toBeVisible();
    expect(api.to('POST', '/supplied/notifications').map((r) => r.body)).toEqual([
      { events: { INVOICE_PAID: false } },
    ]);
  });
});

describe('the signature', () => {
  it('shows the saved signature in the editor and the preview, saves the HTML, uploads an image as multipart `file`', async () => {
    const api = mockEmailSettingsPage({
      sections: [SECTIONS.signature!],
      routes: {
        'POST /supplied/signature': (request) => ok({ ...(request.body as object), imageUrl: null }),
        'POST /supplied/signature/image': () => ok({ imageUrl: 'http://localhost/files/signature.png' }),
      },
    });
    const { user } = renderApp(PATH);
    const section = await screen.findByRole('region', { name: texts.signature.heading });
    const editor = await within(section).findByRole('textbox', { name: texts.signature.editorLabel });
    expect(editor).toHaveTextContent('Ada, Lovelace Studio');
    // The shared editor without blocks: text styles, lists and links, no headings or quotes.
    expect(within(section).getByRole('button', { name: 'Bold' })).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Heading 2' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Blockquote' })).toBeNull();
    const preview = within(section).getByRole('region', { name: texts.signature.preview });
    expect(await within(preview).findByText('Lovelace Studio')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: texts.signature.save }));
    expect(await screen.findByText(texts.signature.saved)).toBeVisible();
    expect(api.to('POST', '/supplied/signature').map((r) => r.body)).toEqual([
      { bodySignature: '<p>Ada, <strong>Lovelace Studio</strong></p>' },
    ]);

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const picker = section.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(picker!, png);
    expect(await screen.findByText(texts.signature.imageSaved)).toBeVisible();
    const [upload] = api.to('POST', '/supplied/signature/image');
    // The bytes as sent (shared/http/multipart.test.ts checks the whole body; the journey's server reads one).
    const type = upload?.headers.get('content-type') ?? '';
    const boundary = /^multipart\/form-data; boundary=(\S+)$/.exec(type)?.[1];
    const sent = await (upload?.body as Blob).text();
    expect(sent.startsWith(`--${boundary}\r\n`)).toBe(true);
    expect(sent).toContain('Content-Disposition: form-data; name="file"; filename="logo.png"');
  });
});

describe('the mail log', () => {
  it('lists the messages with their status in words, and pages', async () => {
    const api = mockEmailSettingsPage({
      sections: [SECTIONS.mailLog!],
      routes: {
        'GET /supplied/log': (request) => {
          const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
          const rows =
            page === 1
              ? [entry(1, 'sent'), entry(2, 'queued'), entry(3, 'bounced', 'The mailbox does not exist.')]
              : [entry(4, 'failed', 'The server could not be reached.')];
          return ok({ rows, total: 24 });
        },
      },
    });
    const { user } = renderApp(PATH);
    const table = await screen.findByRole('table', { name: texts.mailLog.heading });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('client1@example.com');
    expect(rows[1]).toHaveTextContent('Your quote 1');
    expect(rows[1]).toHaveTextContent(/Nov 24, 2026, 9:30\s?AM/);
    expect(rows[1]).toHaveTextContent(texts.mailLog.statuses.sent);
    expect(rows[2]).toHaveTextContent(texts.mailLog.statuses.queued);
    expect(rows[3]).toHaveTextContent(`${texts.mailLog.statuses.bounced}The mailbox does not exist.`);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await within(table).findByText('The server could not be reached.')).toBeVisible();
    expect(api.to('GET', '/supplied/log').map((r) => new URL(r.url, 'http://localhost').search)).toEqual([
      '?page=1&perPage=20',
      '?page=2&perPage=20',
    ]);
  });

  it('says when nothing was sent yet', async () => {
    mockEmailSettingsPage({ sections: [SECTIONS.mailLog!] });
    renderApp(PATH);
    expect(await screen.findByText(texts.mailLog.empty)).toBeVisible();
  });
});
