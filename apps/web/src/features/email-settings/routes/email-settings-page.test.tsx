import { ApiRoutes } from '@focal/contracts/api-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { sharedMessages } from '../../../shared/messages';
import { renderApp } from '../../../test/render-app';
import { emailSettingsMessages as texts } from '../messages';
import {
  EMAIL_SETTINGS_PATH as PATH,
  mockEmailSettingsPage,
  PROVIDER,
  SECTIONS,
} from '../test-email-settings-page';

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/settings/email-settings', () => {
  it('draws the sections the layout lists, in its order, each loaded from its supplied link', async () => {
    const { signature, provider, smtp, mailLog } = SECTIONS;
    const api = mockEmailSettingsPage({ sections: [signature!, provider!, smtp!, mailLog!] });
    renderApp(PATH);
    await screen.findByRole('region', { name: texts.mailLog.heading });
    expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    expect(headings()).toEqual([
      texts.signature.heading,
      texts.provider.heading,
      texts.smtp.heading,
      texts.mailLog.heading,
    ]);
    // Sections the layout left out (Gmail: not configured on this server) are not drawn or called.
    expect(screen.queryByRole('region', { name: texts.gmail.heading })).toBeNull();
    await waitFor(() => {
      for (const path of ['/supplied/signature', '/supplied/provider', '/supplied/smtp', '/supplied/log']) {
        expect(api.to('GET', path)).toHaveLength(1);
      }
    });
    expect(api.to('GET', '/supplied/gmail')).toHaveLength(0);
  });

  it("shows Focal's sender and the reply-to address in Focal mode", async () => {
    mockEmailSettingsPage({ sections: [SECTIONS.provider!] });
    renderApp(PATH);
    const section = await screen.findByRole('region', { name: texts.provider.heading });
    expect(await within(section).findByText(PROVIDER.focalFrom)).toBeVisible();
    expect(within(section).getByText(PROVIDER.focalReplyTo!)).toBeVisible();
    expect(within(section).getByRole('radio', { name: texts.provider.modes.focal })).toBeChecked();
    // Not set up yet: the other modes cannot be chosen, and say why.
    expect(within(section).getByRole('radio', { name: texts.provider.modes.smtp })).toBeDisabled();
    expect(within(section).getByText(texts.provider.smtpNotReady)).toBeVisible();
    expect(within(section).getByRole('radio', { name: texts.provider.modes.gmail })).toBeDisabled();
  });

  const gmailChoice = async () => {
    const section = await screen.findByRole('region', { name: texts.provider.heading });
    const radio = await within(section).findByRole('radio', { name: texts.provider.modes.gmail });
    return { section, radio };
  };

  it('asks to connect Gmail below first when the installation has a Google client', async () => {
    mockEmailSettingsPage({ sections: [SECTIONS.provider!, SECTIONS.gmail!] });
    renderApp(PATH);
    const { section, radio } = await gmailChoice();
    expect(radio).toBeDisabled();
    expect(within(section).getByText(texts.provider.gmailNotReady)).toBeVisible();
  });

  it('says the installation has no Gmail client, and who can add one, when there is nothing below', async () => {
    mockEmailSettingsPage({ sections: [SECTIONS.provider!, SECTIONS.smtp!] });
    renderApp(PATH);
    const { section, radio } = await gmailChoice();
    expect(radio).toBeDisabled();
    expect(within(section).getByText(texts.provider.gmailNotOffered)).toBeVisible();
    expect(within(section).queryByText(texts.provider.gmailNotReady)).toBeNull();
  });

  it('switches the mode after a confirmation, through the supplied link; Cancel sends nothing', async () => {
    const verified = { ...PROVIDER, smtpConfigured: true, smtpVerified: true };
    const api = mockEmailSettingsPage({
      sections: [SECTIONS.provider!],
      provider: verified,
      routes: { 'PUT /supplied/provider': () => ok({ ...verified, mode: 'smtp' }) },
    });
    const { user } = renderApp(PATH);
    const section = await screen.findByRole('region', { name: texts.provider.heading });
    await user.click(await within(section).findByRole('radio', { name: texts.provider.modes.smtp }));
    let dialog = await screen.findByRole('dialog', { name: texts.provider.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: sharedMessages.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('PUT', '/supplied/provider')).toHaveLength(0);

    await user.click(within(section).getByRole('radio', { name: texts.provider.modes.smtp }));
    dialog = await screen.findByRole('dialog', { name: texts.provider.confirmTitle });
    expect(within(dialog).getByText(texts.provider.confirm(texts.provider.modes.smtp))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: texts.provider.switch }));
    expect(await screen.findByText(texts.provider.switched)).toBeVisible();
    expect(api.to('PUT', '/supplied/provider').map((r) => r.body)).toEqual([{ mode: 'smtp' }]);
  });

  it('shows the error with Try again when the layout cannot be loaded', async () => {
    let fail = true;
    mockEmailSettingsPage({
      sections: [SECTIONS.provider!],
      routes: {
        [`GET ${ApiRoutes.getEmailSettingsLayout.path}`]: () =>
          fail ? apiError(500, 'InternalError', null, 'Oops', 'Down') : ok({ sections: [SECTIONS.provider] }),
      },
    });
    const { user } = renderApp(PATH);
    expect(await screen.findByText(texts.loadFailed)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByRole('region', { name: texts.provider.heading })).toBeVisible();
  });

  it("shows a section's load error in the section, with Try again", async () => {
    mockEmailSettingsPage({
      sections: [SECTIONS.replyDomain!],
      routes: {
        'GET /supplied/reply-domain': () => apiError(403, 'Forbidden', null, 'Not allowed', 'No access'),
      },
    });
    renderApp(PATH);
    const section = await screen.findByRole('region', { name: texts.replyDomain.heading });
    expect(await within(section).findByText(texts.sectionLoadFailed)).toBeVisible();
    expect(within(section).getByText('No access')).toBeVisible();
  });
});
