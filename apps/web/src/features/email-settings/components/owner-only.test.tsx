import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { emailSettingsMessages as texts } from '../messages';
import {
  EMAIL_SETTINGS_PATH as PATH,
  GMAIL,
  mockEmailSettingsPage,
  SAVED_SMTP,
  SECTIONS,
} from '../test-email-settings-page';

/** Keeps a section's reads (GET, SPF) and drops its writes, as the server's layout does for a member. */
const readsOnly = (key: keyof typeof SECTIONS) => {
  const section = SECTIONS[key]!;
  const { GET, SPF } = section.links;
  return { ...section, links: { GET, ...(SPF && { SPF }) } };
};

/** Issue 29 §5: a member sees where the studio's mail goes, read-only, and is told why. */
describe("a member's email settings", () => {
  it('shows provider, own server, Gmail and reply address read-only with the owner-only line; their own preferences stay editable', async () => {
    mockEmailSettingsPage({
      sections: [
        readsOnly('provider'),
        readsOnly('smtp'),
        readsOnly('gmail'),
        readsOnly('replyDomain'),
        SECTIONS.notifications!,
      ],
      smtp: SAVED_SMTP,
      gmail: { ...GMAIL, signInUrl: null },
    });
    renderApp(PATH);

    const provider = await screen.findByRole('region', { name: texts.provider.heading });
    expect(await within(provider).findByText(texts.ownerOnly)).toBeVisible();
    for (const radio of await within(provider).findAllByRole('radio')) expect(radio).toBeDisabled();

    const smtp = screen.getByRole('region', { name: texts.smtp.heading });
    expect(within(smtp).getByText(texts.ownerOnly)).toBeVisible();
    const host = await within(smtp).findByRole('textbox', { name: texts.smtp.host });
    expect(host).toHaveValue(SAVED_SMTP.host);
    expect(host).toBeDisabled();
    expect(within(smtp).queryByRole('button', { name: texts.smtp.save })).toBeNull();
    expect(within(smtp).queryByRole('button', { name: texts.smtp.remove })).toBeNull();

    const gmail = screen.getByRole('region', { name: texts.gmail.heading });
    expect(within(gmail).getByText(texts.ownerOnly)).toBeVisible();
    expect(within(gmail).queryByRole('link', { name: texts.gmail.connect })).toBeNull();

    const reply = screen.getByRole('region', { name: texts.replyDomain.heading });
    expect(within(reply).getByText(texts.ownerOnly)).toBeVisible();
    expect(await within(reply).findByRole('textbox', { name: texts.replyDomain.username })).toBeDisabled();
    expect(within(reply).queryByRole('button', { name: texts.replyDomain.save })).toBeNull();

    const notifications = screen.getByRole('region', { name: texts.notifications.heading });
    expect(within(notifications).queryByText(texts.ownerOnly)).toBeNull();
    expect(
      await within(notifications).findByRole('button', { name: texts.notifications.save }),
    ).toBeVisible();
  });

  it("the owner's sections carry no owner-only line", async () => {
    mockEmailSettingsPage({ sections: [SECTIONS.provider!, SECTIONS.smtp!, SECTIONS.replyDomain!] });
    renderApp(PATH);
    const provider = await screen.findByRole('region', { name: texts.provider.heading });
    await within(provider).findAllByRole('radio');
    expect(screen.queryByText(texts.ownerOnly)).toBeNull();
  });
});
