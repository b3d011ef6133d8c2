import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { emailSettingsMessages } from '../messages';
import {
  EMAIL_SETTINGS_PATH as PATH,
  GMAIL,
  mockEmailSettingsPage,
  SECTIONS,
} from '../test-email-settings-page';

const texts = emailSettingsMessages.gmail;
const CONNECTED = {
  ...GMAIL,
  connected: true,
  active: true,
  address: 'ada.lovelace@gmail.example',
  accountCredentialId: '0b9e5c4e-6d0a-4a57-9a49-3f2a3c1d2e10',
  senderName: 'Ada',
  senderEmail: 'ada.lovelace@gmail.example',
  signInUrl: null,
};
const RETURN = `${PATH}?oauthMailProvider=gmail&code=the-code&state=the-state`;

describe('the Gmail section', () => {
  it("opens Google's sign-in address in the same tab", async () => {
    mockEmailSettingsPage({ sections: [SECTIONS.gmail!] });
    renderApp(PATH);
    const section = await screen.findByRole('region', { name: texts.heading });
    const connect = await within(section).findByRole('link', { name: texts.connect });
    expect(connect).toHaveAttribute('href', GMAIL.signInUrl);
    expect(connect).not.toHaveAttribute('target');
  });

  it('says so when Gmail is not available on the server', async () => {
    mockEmailSettingsPage({
      sections: [SECTIONS.gmail!],
      gmail: { ...GMAIL, available: false, signInUrl: null },
    });
    renderApp(PATH);
    expect(await screen.findByText(texts.notAvailable)).toBeVisible();
    expect(screen.queryByRole('link', { name: texts.connect })).toBeNull();
  });

  it('completes the sign-in once on return, takes the code out of the address, and says so', async () => {
    let connected = false;
    const api = mockEmailSettingsPage({
      sections: [SECTIONS.gmail!],
      routes: {
        'GET /supplied/gmail': () => ok(connected ? CONNECTED : GMAIL),
        'POST /supplied/gmail': () => {
          connected = true;
          return ok(CONNECTED);
        },
      },
    });
    const { router } = renderApp(RETURN);
    expect(await screen.findByText(texts.completed(CONNECTED.address))).toBeVisible();
    expect(api.to('POST', '/supplied/gmail').map((r) => r.body)).toEqual([
      { code: 'the-code', state: 'the-state' },
    ]);
    expect(router.state.location.search).toBe('');
    const section = screen.getByRole('region', { name: texts.heading });
    expect(await within(section).findByText(texts.connected(CONNECTED.address))).toBeVisible();
    // Back to the same address (a reload of history): the used code is not sent again.
    await router.navigate(RETURN);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.to('POST', '/supplied/gmail')).toHaveLength(1);
  });

  it('shows the connection even when the first load, answered after the completion, said "not connected"', async () => {
    let answerFirstLoad: (() => void) | undefined;
    let loads = 0;
    mockEmailSettingsPage({
      sections: [SECTIONS.gmail!],
      routes: {
        'GET /supplied/gmail': () => {
          loads += 1;
          if (loads > 1) return ok(CONNECTED);
          // The page's first load, sent before the completion, is answered only after it.
          return new Promise((resolve) => (answerFirstLoad = () => resolve(ok(GMAIL))));
        },
        'POST /supplied/gmail': () => {
          setTimeout(() => answerFirstLoad?.(), 0);
          return ok(CONNECTED);
        },
      },
    });
    renderApp(`${PATH}?oauthMailProvider=gmail&code=c3&state=s3`);
    const section = await screen.findByRole('region', { name: texts.heading });
    expect(await within(section).findByText(texts.connected(CONNECTED.address))).toBeVisible();
    expect(within(section).queryByRole('link', { name: texts.connect })).toBeNull();
  });

  it("shows a refused completion in the server's words", async () => {
    mockEmailSettingsPage({
      sections: [SECTIONS.gmail!],
      routes: {
        'POST /supplied/gmail': () =>
          apiError(400, 'GmailStateInvalid', null, 'Sign-in expired', 'Start the Gmail sign-in again.'),
      },
    });
    renderApp(`${PATH}?oauthMailProvider=gmail&code=c2&state=s2`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in expired');
    expect(alert).toHaveTextContent('Start the Gmail sign-in again.');
  });

  it('says the sign-in was refused when Google returns an error instead of a code', async () => {
    const api = mockEmailSettingsPage({ sections: [SECTIONS.gmail!] });
    const { router } = renderApp(`${PATH}?oauthMailProvider=gmail&error=access_denied`);
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.denied);
    expect(router.state.location.search).toBe('');
    expect(api.to('POST', '/supplied/gmail')).toHaveLength(0);
  });

  it('saves the reply settings of the connection it loaded, and disconnects after a confirmation', async () => {
    const api = mockEmailSettingsPage({
      sections: [SECTIONS.gmail!],
      gmail: CONNECTED,
      routes: {
        'PUT /supplied/gmail': () => ok({ ...CONNECTED, receiveReplies: true }),
        'DELETE /supplied/gmail': () => ok(GMAIL),
      },
    });
    const { user } = renderApp(PATH);
    const section = await screen.findByRole('region', { name: texts.heading });
    await user.click(await within(section).findByRole('switch', { name: texts.receiveReplies }));
    await user.click(within(section).getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.saved)).toBeVisible();
    expect(api.to('PUT', '/supplied/gmail').map((r) => r.body)).toEqual([
      {
        accountCredentialId: CONNECTED.accountCredentialId,
        receiveReplies: true,
        senderName: 'Ada',
        senderEmail: CONNECTED.senderEmail,
      },
    ]);

    await user.click(within(section).getByRole('button', { name: texts.disconnect }));
    const dialog = await screen.findByRole('dialog', { name: texts.disconnectTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.disconnect }));
    expect(await screen.findByText(texts.disconnected)).toBeVisible();
    expect(api.to('DELETE', '/supplied/gmail')).toHaveLength(1);
  });
});
