import { ApiRoutes } from '@focal/contracts/api-routes';
import { INVALID_EMAIL, REQUIRED } from '@focal/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { emailSettingsMessages } from '../messages';
import { readSpfPending } from '../spf/spf-pending';
import {
  EMAIL_SETTINGS_PATH as PATH,
  mockEmailSettingsPage,
  NO_SMTP,
  SAVED_SMTP,
  SECTIONS,
  SPF,
} from '../test-email-settings-page';

const SPF_ISSUE = { ...SPF, smtpStatus: 'SPF_ISSUE', result: 'fail', recordToPublish: 'v=spf1 a -all' };

const texts = emailSettingsMessages.smtp;
const open = async (setup: Parameters<typeof mockEmailSettingsPage>[0] = {}) => {
  const api = mockEmailSettingsPage({ sections: [SECTIONS.smtp!], ...setup });
  const { user } = renderApp(PATH);
  const section = await screen.findByRole('region', { name: texts.heading });
  await within(section).findByRole('button', { name: texts.save });
  const field = (label: string) => within(section).getByRole('textbox', { name: new RegExp(`^${label}`) });
  return { api, user, section, field };
};

describe('the custom SMTP form', () => {
  it('checks the fields before calling the server', async () => {
    const { api, user, section, field } = await open();
    await user.type(field(texts.senderEmail), 'not-an-address');
    await user.click(within(section).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(field(texts.host)).toHaveAccessibleDescription(REQUIRED));
    expect(field(texts.senderName)).toHaveAccessibleDescription(REQUIRED);
    expect(field(texts.senderEmail)).toHaveAccessibleDescription(INVALID_EMAIL);
    expect(api.to('POST', '/supplied/smtp')).toHaveLength(0);
  });

  it('suggests the usual port of each security, and says it', async () => {
    const { user, section } = await open();
    const port = within(section).getByRole('textbox', { name: new RegExp(`^${texts.port}`) });
    expect(port).toHaveValue('587');
    expect(port).toHaveAccessibleDescription(texts.portHint.starttls);
    await user.click(within(section).getByRole('radio', { name: texts.securityOptions.tls }));
    expect(port).toHaveValue('465');
    expect(port).toHaveAccessibleDescription(texts.portHint.tls);
    // A port the user typed stays.
    await user.clear(port);
    await user.type(port, '2525');
    await user.click(within(section).getByRole('radio', { name: texts.securityOptions.none }));
    expect(port).toHaveValue('2525');
  });

  it('saves through the supplied link, the test message to the user by default; then starts the SPF check', async () => {
    const { api, user, section, field } = await open({
      routes: {
        'POST /supplied/smtp': () => ok(SAVED_SMTP),
        // The record is not there yet: the check stays pending (the app's SPF watcher reads it).
        [`GET ${ApiRoutes.getSmtpSpf.path}`]: () => ok(SPF_ISSUE),
      },
    });
    expect(field(texts.testRecipient)).toHaveValue('ada@example.com');
    await user.type(field(texts.host), 'smtp.lovelace.example');
    await user.type(field(texts.username), 'ada');
    await user.type(within(section).getByLabelText(texts.password), 's3cret');
    await user.type(field(texts.senderName), 'Lovelace Studio');
    await user.type(field(texts.senderEmail), 'Hello@Lovelace.example');
    await user.click(within(section).getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.saved('ada@example.com'))).toBeVisible();
    expect(api.to('POST', '/supplied/smtp').map((r) => r.body)).toEqual([
      {
        host: 'smtp.lovelace.example',
        port: 587,
        security: 'starttls',
        username: 'ada',
        password: 's3cret',
        senderName: 'Lovelace Studio',
        senderEmail: 'hello@lovelace.example',
        testRecipient: 'ada@example.com',
      },
    ]);
    expect(readSpfPending('company-1')).toMatchObject({ username: 'hello@lovelace.example' });
  });

  it('keeps a stored password when the field is left empty, and never shows it', async () => {
    const { api, user, section } = await open({
      smtp: SAVED_SMTP,
      routes: { 'POST /supplied/smtp': () => ok(SAVED_SMTP) },
    });
    const password = within(section).getByLabelText(texts.password);
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription(texts.passwordStored);
    await user.click(within(section).getByRole('button', { name: texts.save }));
    await screen.findByText(texts.saved('ada@example.com'));
    const [sent] = api.to('POST', '/supplied/smtp');
    expect(sent?.body).not.toHaveProperty('password');
    expect(sent?.body).toMatchObject({ host: SAVED_SMTP.host, port: 465, security: 'tls' });
  });

  it('asks for the password again once the server, port, security or username changed (issue 29 §6)', async () => {
    const { api, user, section, field } = await open({
      smtp: SAVED_SMTP,
      routes: { 'POST /supplied/smtp': () => ok(SAVED_SMTP) },
    });
    const password = within(section).getByLabelText(texts.password);
    const port = within(section).getByRole('textbox', { name: new RegExp(`^${texts.port}`) });
    const save = within(section).getByRole('button', { name: texts.save });
    expect(password).toHaveAccessibleDescription(texts.passwordStored);

    // Another port: the saved password is not for it, and an empty field is not sent as "keep it".
    await user.clear(port);
    await user.type(port, '2525');
    expect(password).toHaveAccessibleDescription(texts.passwordAgain);
    await user.click(save);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining(texts.passwordAgainRequired)),
    );
    expect(password).toHaveFocus();
    expect(api.to('POST', '/supplied/smtp')).toHaveLength(0);

    // Back to the saved port, the saved password applies again; another username or security does not.
    await user.clear(port);
    await user.type(port, '465');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(texts.passwordStored));
    await user.type(field(texts.username), '2');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(texts.passwordAgain));
    await user.clear(field(texts.username));
    await user.type(field(texts.username), 'ada');
    await user.click(within(section).getByRole('radio', { name: texts.securityOptions.starttls }));
    await user.clear(port);
    await user.type(port, '465');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(texts.passwordAgain));

    // Typed again, it is sent with the new settings.
    await user.type(password, 's3cret');
    await user.click(save);
    await screen.findByText(texts.saved('ada@example.com'));
    expect(api.to('POST', '/supplied/smtp').map((r) => r.body)).toEqual([
      expect.objectContaining({ port: 465, security: 'starttls', username: 'ada', password: 's3cret' }),
    ]);
  });

  it("explains a failed test beside the form in the server's words; nothing is marked pending", async () => {
    const { user, section } = await open({
      smtp: SAVED_SMTP,
      routes: {
        'POST /supplied/smtp': () =>
          apiError(
            422,
            'SmtpAuthenticationFailed',
            null,
            'Sign-in refused',
            'The server refused the username or password.',
          ),
      },
    });
    await user.click(within(section).getByRole('button', { name: texts.save }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(`${texts.failedTitle}: Sign-in refused`);
    expect(alert).toHaveTextContent('The server refused the username or password.');
    expect(readSpfPending('company-1')).toBeNull();
    expect(screen.queryByText(texts.saved('ada@example.com'))).toBeNull();
  });

  it('puts field errors from the server under their fields', async () => {
    const { user, section, field } = await open({
      smtp: SAVED_SMTP,
      routes: {
        'POST /supplied/smtp': () =>
          apiError(400, 'ValidationFailed', { fields: { host: 'That server is not allowed.' } }),
      },
    });
    await user.click(within(section).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(field(texts.host)).toHaveAccessibleDescription('That server is not allowed.'));
  });

  it('removes the settings after a confirmation; the form then starts empty', async () => {
    let saved = true;
    const api = mockEmailSettingsPage({
      sections: [SECTIONS.smtp!],
      routes: {
        'GET /supplied/smtp': () => ok(saved ? SAVED_SMTP : NO_SMTP),
        'DELETE /supplied/smtp': () => {
          saved = false;
          return ok(NO_SMTP);
        },
      },
    });
    const { user } = renderApp(PATH);
    const section = await screen.findByRole('region', { name: texts.heading });
    await user.click(await within(section).findByRole('button', { name: texts.remove }));
    const dialog = await screen.findByRole('dialog', { name: texts.removeTitle });
    expect(api.to('DELETE', '/supplied/smtp')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: texts.remove }));
    expect(await screen.findByText(texts.removed)).toBeVisible();
    expect(api.to('DELETE', '/supplied/smtp')).toHaveLength(1);
    const host = within(section).getByRole('textbox', { name: new RegExp(`^${texts.host}`) });
    await waitFor(() => expect(host).toHaveValue(''));
    expect(within(section).queryByRole('button', { name: texts.remove })).toBeNull();
  });

  it('offers no Remove while nothing is saved', async () => {
    const { section } = await open({ smtp: NO_SMTP });
    expect(within(section).queryByRole('button', { name: texts.remove })).toBeNull();
  });
});
