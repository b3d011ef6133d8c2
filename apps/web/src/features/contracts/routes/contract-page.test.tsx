import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { signatureMessages } from '../../../shared/signature/messages';
import { renderApp, signIn } from '../../../test/render-app';
import { contractsMessages as messages, contractStatus } from '../messages';
import { ANNA, BEN, CONTRACT_ID, draftContract, JOB_ID, OWNER, sentContract } from '../test/fixtures';

const texts = messages.page;
const LOAD = { timeout: 5000 };
const PAGE = `/leads/view/${JOB_ID}/contracts/${CONTRACT_ID}`;
const at = (path: string) => fillPath(path, { id: CONTRACT_ID });

function open(routes: Parameters<typeof mockApi>[0]) {
  signIn();
  const api = mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    [`POST ${ApiRoutes.previewContract.path}`]: () =>
      ok({ html: '<p>Between Lumen Studio and Anna Smith and Ben Jones.</p>' }),
    ...routes,
  });
  return { api, ...renderApp(PAGE) };
}

describe('the contract page', () => {
  it("edits a draft: its text previewed with the record's data, its signers in order with the studio last, then sends it after asking", async () => {
    const draft = draftContract();
    const { api, user } = open({
      [`GET ${at(ApiRoutes.getContract.path)}`]: () => ok(draft),
      [`PUT ${at(ApiRoutes.setContractSigners.path)}`]: () => ok(draft),
      [`POST ${at(ApiRoutes.sendContract.path)}`]: () =>
        ok({ ...sentContract(), mailedTo: 'ben@example.com' }),
    });
    expect(await screen.findByRole('heading', { name: 'Wedding agreement' }, LOAD)).toBeVisible();
    expect(screen.getByText(contractStatus.draft.text)).toBeVisible();
    expect(screen.getByRole('textbox', { name: texts.titleLabel })).toHaveValue('Wedding agreement');
    // The preview is the server's, with this record's data.
    const preview = await screen.findByRole('document', { name: messages.preview.region }, LOAD);
    await waitFor(() =>
      expect(preview).toHaveTextContent('Between Lumen Studio and Anna Smith and Ben Jones.'),
    );
    expect(api.to('POST', ApiRoutes.previewContract.path)[0]?.body).toEqual({
      jobId: JOB_ID,
      body: draft.body,
    });

    // Ben first, then the owner for the studio, last.
    const signers = screen.getByRole('list', { name: messages.signers.list });
    expect(
      within(signers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Anna Smith'), expect.stringContaining('Ben Jones')]);
    await user.click(screen.getByRole('button', { name: messages.signers.moveUp('Ben Jones') }));
    await user.click(screen.getByRole('button', { name: messages.signers.addStudio }));
    await user.click(await screen.findByRole('menuitem', { name: 'Olivia Owner' }));
    await user.click(screen.getByRole('button', { name: messages.signers.save }));
    await waitFor(() =>
      expect(api.to('PUT', at(ApiRoutes.setContractSigners.path))[0]?.body).toEqual({
        updatedAt: draft.updatedAt,
        signers: [
          { party: 'client', clientId: BEN },
          { party: 'client', clientId: ANNA },
          { party: 'studio', userId: OWNER },
        ],
      }),
    );

    await user.click(screen.getByRole('button', { name: texts.send }));
    const dialog = await screen.findByRole('dialog', { name: texts.sendTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.send }));
    expect(await screen.findByText(texts.sent('ben@example.com'))).toBeVisible();
    expect(api.to('POST', at(ApiRoutes.sendContract.path))[0]?.body).toEqual({ updatedAt: draft.updatedAt });
    // Sent, the page shows the text as frozen, its hash, and no editor.
    expect(await screen.findByText(contractStatus.sent.text)).toBeVisible();
    expect(screen.getByText(texts.hash('ab'.repeat(32)))).toBeVisible();
    expect(screen.queryByRole('textbox', { name: texts.titleLabel })).toBeNull();
  });

  it('shows a sent contract with its signers and audit trail, reminds, and voids it with a reason', async () => {
    const sent = sentContract();
    const { api, user } = open({
      [`GET ${at(ApiRoutes.getContract.path)}`]: () => ok(sent),
      [`POST ${at(ApiRoutes.remindContract.path)}`]: () => ok({ ...sent, mailedTo: 'anna@example.com' }),
      [`POST ${at(ApiRoutes.voidContract.path)}`]: () =>
        ok(
          sentContract({
            status: 'voided',
            voidReason: 'Date moved',
            actions: { ...sent.actions, remind: false, void: false, revise: false },
          }),
        ),
    });
    const text = await screen.findByRole('document', { name: texts.text }, LOAD);
    await waitFor(() => expect(text).toHaveTextContent('Between Lumen Studio and Anna Smith and Ben Jones.'));
    const trail = screen.getByRole('list', { name: messages.trail.list });
    expect(within(trail).getByText(messages.trail.kinds.sent)).toBeVisible();
    expect(within(trail).getByText(/from 203\.0\.113\.9/)).toBeVisible();
    expect(screen.getAllByText(messages.signers.pending)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: texts.send })).toBeNull();

    await user.click(screen.getByRole('button', { name: texts.remind }));
    expect(await screen.findByText(texts.reminded('anna@example.com'))).toBeVisible();

    await user.click(screen.getByRole('button', { name: texts.void }));
    const dialog = await screen.findByRole('dialog', { name: texts.voidTitle });
    const confirm = within(dialog).getByRole('button', { name: texts.voidConfirm });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: texts.voidReason }), 'Date moved');
    await user.click(confirm);
    await waitFor(() =>
      expect(api.to('POST', at(ApiRoutes.voidContract.path))[0]?.body).toEqual({
        reason: 'Date moved',
        updatedAt: sent.updatedAt,
      }),
    );
    expect(await screen.findByText(texts.voided('Date moved'))).toBeVisible();
    expect(screen.queryByRole('button', { name: texts.void })).toBeNull();
  });

  it("signs for the studio on its turn, after the consent, from the owner's own page", async () => {
    const base = sentContract();
    const studio = {
      ...base.signers[1]!,
      id: 'studio-signer',
      position: 2,
      party: 'studio' as const,
      clientId: null,
      userId: OWNER,
      name: 'Olivia Owner',
    };
    const signedClient = (i: 0 | 1) => ({
      ...base.signers[i]!,
      status: 'signed' as const,
      signedAt: '2026-12-03T10:00:00.000Z',
      signatureKind: 'typed' as const,
      signatureData: base.signers[i]!.name,
    });
    const turn = sentContract({
      signers: [signedClient(0), signedClient(1), studio],
      actions: { ...base.actions, remind: false, sign: true },
    });
    const { api, user } = open({
      [`GET ${at(ApiRoutes.getContract.path)}`]: () => ok(turn),
      [`POST ${at(ApiRoutes.signContract.path)}`]: () =>
        ok({
          ...turn,
          status: 'sealing',
          actions: { ...turn.actions, sign: false, void: false, revise: false },
        }),
    });
    await user.click(await screen.findByRole('button', { name: texts.sign }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: texts.signTitle });
    const confirm = within(dialog).getByRole('button', { name: texts.signConfirm });
    expect(confirm).toBeDisabled();
    // The disclosure scrolls in a region the keyboard reaches.
    expect(within(dialog).getByRole('region', { name: texts.disclosure })).toHaveAttribute('tabindex', '0');
    await user.click(within(dialog).getByRole('checkbox', { name: signatureMessages.consent }));
    await user.click(confirm);
    await waitFor(() =>
      expect(api.to('POST', at(ApiRoutes.signContract.path))[0]?.body).toEqual({
        consent: true,
        signature: { kind: 'typed', text: 'Olivia Owner' },
        updatedAt: turn.updatedAt,
      }),
    );
    expect(await screen.findByText(contractStatus.sealing.text)).toBeVisible();
  });

  it("says so when the contract cannot be loaded (another company's, or deleted)", async () => {
    open({
      [`GET ${at(ApiRoutes.getContract.path)}`]: () =>
        apiError(
          404,
          'NotFound',
          null,
          'Contract not found',
          'This contract does not exist in this company.',
        ),
    });
    const alert = await screen.findByText(texts.failed, undefined, LOAD);
    expect(alert).toBeVisible();
    expect(await screen.findByText('This contract does not exist in this company.')).toBeVisible();
  });
});
