import type { PortalContract } from '@focal/contracts/contracts/signing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signatureMessages } from '../../../shared/signature/messages';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { API, HOME, PORTAL, SESSION } from '../routes/test-portal';
import { portalContractMessages as texts } from './messages';

const ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const ONE = `${API}/contracts/${ID}`;
const contract = (over: Partial<PortalContract> = {}): PortalContract => ({
  id: ID,
  title: 'Wedding agreement',
  status: 'sent',
  html: '<p>Between Lumen Studio and Anna Smith.</p>',
  sha256: 'cd'.repeat(32),
  disclosure: 'You may ask for a paper copy at any time.',
  sentAt: '2026-12-02T10:00:00.000Z',
  signers: [
    {
      id: 's1',
      name: 'Anna Smith',
      party: 'client',
      status: 'pending',
      signedAt: null,
      signatureKind: null,
      signatureData: null,
      isYou: true,
    },
    {
      id: 's2',
      name: 'Olivia Owner',
      party: 'studio',
      status: 'pending',
      signedAt: null,
      signatureKind: null,
      signatureData: null,
      isYou: false,
    },
  ],
  yourTurn: true,
  sealed: false,
  ...over,
});

function open(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ [`GET ${API}/session`]: () => ok(SESSION), ...routes });
  return { api, ...renderApp(`${PORTAL}/contracts/${ID}`) };
}

describe('a contract in the portal', () => {
  it('shows the text and the disclosure, and signs by typing the name only once the consent is ticked', async () => {
    const signed = contract({
      yourTurn: false,
      signers: [
        {
          ...contract().signers[0]!,
          status: 'signed',
          signedAt: '2026-12-03T10:00:00.000Z',
          signatureKind: 'typed',
          signatureData: 'Anna Smith',
        },
        contract().signers[1]!,
      ],
    });
    const { api, user } = open({
      [`GET ${ONE}`]: () => ok(contract()),
      [`POST ${ONE}/sign`]: () => ok(signed),
    });
    const text = await screen.findByRole('document', { name: texts.text });
    await waitFor(() => expect(text).toHaveTextContent('Between Lumen Studio and Anna Smith.'));
    expect(screen.getByText(texts.states.yourTurn)).toBeVisible();
    expect(screen.getByLabelText(texts.disclosureTitle)).toHaveTextContent('paper copy');

    const sign = screen.getByRole('button', { name: texts.sign });
    // The typed name is filled in from the signer's; without the consent nothing is signed.
    expect(screen.getByRole('textbox', { name: signatureMessages.typedName })).toHaveValue('Anna Smith');
    expect(sign).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: signatureMessages.consent }));
    expect(sign).toBeEnabled();
    await user.click(sign);
    await waitFor(() =>
      expect(api.to('POST', `${ONE}/sign`)[0]?.body).toEqual({
        consent: true,
        signature: { kind: 'typed', text: 'Anna Smith' },
      }),
    );
    expect(await screen.findByText(texts.states.signedByYou)).toBeVisible();
    expect(screen.queryByRole('button', { name: texts.sign })).toBeNull();
  });

  it('lets the keyboard scroll the disclosure, and draws Decline in a red that reads at AA', async () => {
    open({ [`GET ${ONE}`]: () => ok(contract()) });
    const disclosure = await screen.findByRole('region', { name: texts.disclosureTitle });
    expect(disclosure).toHaveAttribute('tabindex', '0');
    expect(disclosure).toHaveTextContent('paper copy');
    // A subtle button of a shaded colour is drawn at shade 6 at most (red: 3.3:1 on white); the
    // colour's own text variable is contrast.css's AA red.
    expect(screen.getByRole('button', { name: texts.decline }).style.getPropertyValue('--button-color')).toBe(
      'var(--mantine-color-red-light-color)',
    );
  });

  it('declines with a reason, and offers no signing when it is not the client’s turn', async () => {
    const { api, user } = open({
      [`GET ${ONE}`]: () => ok(contract()),
      [`POST ${ONE}/decline`]: () => ok(contract({ status: 'declined', yourTurn: false })),
    });
    await user.click(await screen.findByRole('button', { name: texts.decline }));
    const dialog = await screen.findByRole('dialog', { name: texts.declineTitle });
    await user.type(within(dialog).getByRole('textbox', { name: texts.declineReason }), 'Wrong date');
    await user.click(within(dialog).getByRole('button', { name: texts.declineConfirm }));
    await waitFor(() => expect(api.to('POST', `${ONE}/decline`)[0]?.body).toEqual({ reason: 'Wrong date' }));
    expect(await screen.findByText(texts.states.declined)).toBeVisible();
    expect(screen.queryByRole('button', { name: texts.sign })).toBeNull();
  });

  it("lists the client's contracts on the portal's home, the one waiting for them said so", async () => {
    const api = mockApi({
      [`GET ${API}/session`]: () => ok(SESSION),
      [`GET ${API}/home`]: () => ok(HOME),
      [`GET ${API}/contracts`]: () =>
        ok({
          rows: [
            {
              id: ID,
              title: 'Wedding agreement',
              status: 'sent',
              sentAt: '2026-12-02T10:00:00.000Z',
              yourTurn: true,
            },
          ],
        }),
    });
    renderApp(PORTAL);
    const link = await screen.findByRole('link', { name: 'Wedding agreement' });
    expect(link).toHaveAttribute('href', `${PORTAL}/contracts/${ID}`);
    expect(screen.getByText(texts.home.yourTurn)).toBeVisible();
    expect(api.to('GET', `${API}/contracts`)).toHaveLength(1);
  });
});
