import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Invoice } from '@focal/contracts/invoices/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentEditorMessages } from '../../../shared/documents/messages';
import { sharedMessages } from '../../../shared/messages';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { invoicesMessages as texts } from '../messages';
import { content, INVOICE_ID, invoiceOf, issued, mockInvoicesApi, path } from '../test-invoices';

const LOAD = { timeout: 5000 };
const shared = documentEditorMessages.schedule;
const GET = `GET ${path(ApiRoutes.getInvoice, INVOICE_ID)}`;
const CHANGE = path(ApiRoutes.changeInvoiceSchedule, INVOICE_ID);
const CREDITS = `GET ${path(ApiRoutes.listInvoiceCreditNotes, INVOICE_ID)}`;

// Half on issue, the balance on a fixed day: the schedule in force, which the dialog starts from.
const schedule: Invoice['schedule'] = {
  instalments: [
    { amount: { kind: 'percent', basisPoints: 5000 }, due: { kind: 'on-acceptance' } },
    { amount: { kind: 'balance' }, due: { kind: 'fixed-date', date: '2026-09-01' } },
  ],
};
const sent = issued(invoiceOf(content({ schedule })), { schedule });

async function openDialog(answer: () => Response) {
  const api = mockInvoicesApi({
    [GET]: () => ok(sent),
    [CREDITS]: () => ok({ creditedMinor: 0, notes: [], lines: [] }),
    [`PUT ${CHANGE}`]: answer,
  });
  const { user } = renderApp(`/invoices/${INVOICE_ID}`);
  await user.click(await screen.findByRole('button', { name: texts.actions.schedule }, LOAD));
  const dialog = await screen.findByRole('dialog', { name: texts.schedule.title });
  return { api, user, dialog };
}

describe("changing a sent invoice's schedule", () => {
  it('starts from the schedule in force and sends the changed rule with the version loaded', async () => {
    const { api, user, dialog } = await openDialog(() => ok({ ...sent, schedule }));
    const first = within(dialog).getByRole('region', { name: shared.instalment(1) });
    const percent = within(first).getByLabelText(shared.percent);
    expect(percent).toHaveValue('50');
    await user.clear(percent);
    await user.type(percent, '30');
    await user.click(within(dialog).getByRole('button', { name: texts.schedule.save }));
    await waitFor(() => expect(api.to('PUT', CHANGE)).toHaveLength(1));
    expect(api.to('PUT', CHANGE)[0]!.body).toEqual({
      updatedAt: sent.updatedAt,
      schedule: {
        instalments: [
          { amount: { kind: 'percent', basisPoints: 3000 }, due: { kind: 'on-acceptance' } },
          { amount: { kind: 'balance' }, due: { kind: 'fixed-date', date: '2026-09-01' } },
        ],
      },
    });
    expect(await screen.findByText(texts.schedule.saved)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.schedule.title })).toBeNull());
  });

  it("shows the server's refusal once the first instalment was paid elsewhere", async () => {
    const { user, dialog } = await openDialog(() =>
      apiError(
        409,
        'Conflict',
        null,
        'Not possible now',
        'Its first instalment is paid, so the schedule can no longer change.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: texts.schedule.save }));
    expect(
      await screen.findByText('Its first instalment is paid, so the schedule can no longer change.'),
    ).toBeVisible();
  });
});

describe('closing the schedule dialog', () => {
  const question = () => screen.findByRole('dialog', { name: documentEditorMessages.leaveTitle });
  const closed = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());

  it('closes at once while nothing was changed', async () => {
    const { user, dialog } = await openDialog(() => ok(sent));
    await user.click(within(dialog).getByRole('button', { name: sharedMessages.cancel }));
    await closed(texts.schedule.title);
    expect(screen.queryByRole('dialog', { name: documentEditorMessages.leaveTitle })).toBeNull();
  });

  it('asks before losing a change, however it is closed; staying keeps the change', async () => {
    const { api, user, dialog } = await openDialog(() => ok(sent));
    const first = within(dialog).getByRole('region', { name: shared.instalment(1) });
    const percent = within(first).getByLabelText(shared.percent);
    await user.clear(percent);
    await user.type(percent, '30');

    await user.keyboard('{Escape}');
    const asked = await question();
    expect(within(asked).getByText(texts.schedule.leaveText)).toBeVisible();
    // Escape answers the question only: back to the edits.
    await user.keyboard('{Escape}');
    await closed(documentEditorMessages.leaveTitle);
    expect(screen.getByRole('dialog', { name: texts.schedule.title })).toBeInTheDocument();
    expect(percent).toHaveValue('30');

    await user.click(within(dialog).getByRole('button', { name: sharedMessages.cancel }));
    await user.click(within(await question()).getByRole('button', { name: sharedMessages.cancel }));
    await closed(documentEditorMessages.leaveTitle);
    expect(percent).toHaveValue('30');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await question()).getByRole('button', { name: documentEditorMessages.leave }));
    await closed(texts.schedule.title);
    expect(api.to('PUT', CHANGE)).toHaveLength(0);
  });
});
