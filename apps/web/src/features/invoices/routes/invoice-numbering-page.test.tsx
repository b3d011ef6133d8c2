import { ApiRoutes } from '@focal/contracts/api-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { invoicesMessages } from '../messages';
import { mockInvoicesApi } from '../test-invoices';

const LOAD = { timeout: 5000 };
const texts = invoicesMessages.numbering;
const PATH = ApiRoutes.getInvoiceNumbering.path;
const NOTES = ApiRoutes.getCreditNoteNumbering.path;
const saved = { pattern: 'INV-{NUMBER:4}', nextNumber: 1, resetYearly: false, preview: 'INV-0001' };
const notes = { pattern: 'CN-{NUMBER:4}', nextNumber: 3, resetYearly: false, preview: 'CN-0003' };
const section = async (name: string) => within(await screen.findByRole('form', { name }, LOAD));

describe('Settings → Invoice numbering', () => {
  it("shows the server's preview, checks the pattern before sending, and shows the new preview once saved", async () => {
    const api = mockInvoicesApi({
      [`GET ${PATH}`]: () => ok(saved),
      [`GET ${NOTES}`]: () => ok(notes),
      [`PUT ${PATH}`]: () =>
        ok({ pattern: '{YYYY}-{NUMBER:3}', nextNumber: 40, resetYearly: true, preview: '2026-040' }),
    });
    const { user } = renderApp('/settings/invoice-numbering');
    const form = await section('Invoices');
    expect(form.getByTestId('numbering-preview-invoice')).toHaveTextContent('INV-0001');

    const pattern = form.getByRole('textbox', { name: texts.pattern });
    await user.click(form.getByRole('checkbox', { name: texts.resetYearly }));
    await user.click(form.getByRole('button', { name: texts.save }));
    // A yearly reset needs the year in the pattern (the contract's rule, before any request).
    await waitFor(() => expect(pattern).toHaveAccessibleDescription(expect.stringMatching(/year/i)));
    expect(api.to('PUT', PATH)).toHaveLength(0);

    await user.clear(pattern);
    await user.type(pattern, '{{YYYY}-{{NUMBER:3}');
    const next = form.getByRole('textbox', { name: texts.nextNumber });
    await user.clear(next);
    await user.type(next, '40');
    await user.click(form.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(api.to('PUT', PATH)[0]?.body).toEqual({
        pattern: '{YYYY}-{NUMBER:3}',
        nextNumber: 40,
        resetYearly: true,
      }),
    );
    await waitFor(() => expect(form.getByTestId('numbering-preview-invoice')).toHaveTextContent('2026-040'));
    expect(screen.getByTestId('numbering-preview-credit-note')).toHaveTextContent('CN-0003');
  });

  it("saves the credit notes' own series through its own route, leaving the invoices' as it was", async () => {
    const api = mockInvoicesApi({
      [`GET ${PATH}`]: () => ok(saved),
      [`GET ${NOTES}`]: () => ok(notes),
      [`PUT ${NOTES}`]: () => ok({ pattern: 'CR-{NUMBER:3}', nextNumber: 3, resetYearly: false, preview: 'CR-003' }),
    });
    const { user } = renderApp('/settings/invoice-numbering');
    const form = await section('Credit notes');
    expect(form.getByText(texts.series['credit-note'].preview)).toBeVisible();
    const pattern = form.getByRole('textbox', { name: texts.pattern });
    await user.clear(pattern);
    await user.type(pattern, 'CR-{{NUMBER:3}');
    await user.click(form.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(form.getByTestId('numbering-preview-credit-note')).toHaveTextContent('CR-003'));
    expect(api.to('PUT', NOTES)[0]?.body).toEqual({ pattern: 'CR-{NUMBER:3}', nextNumber: 3, resetYearly: false });
    expect(api.to('PUT', PATH)).toHaveLength(0);
    expect(await screen.findByText(texts.series['credit-note'].saved)).toBeVisible();
    expect(screen.getByTestId('numbering-preview-invoice')).toHaveTextContent('INV-0001');
  });

  it("puts the server's refusal of the next number on its field", async () => {
    mockInvoicesApi({
      [`GET ${PATH}`]: () => ok({ ...saved, nextNumber: 8, preview: 'INV-0008' }),
      [`GET ${NOTES}`]: () => ok(notes),
      [`PUT ${PATH}`]: () =>
        apiError(400, 'ValidationFailed', {
          fields: { nextNumber: 'Invoice 7 was already issued this year.' },
        }),
    });
    const { user } = renderApp('/settings/invoice-numbering');
    const form = await section('Invoices');
    const next = form.getByRole('textbox', { name: texts.nextNumber });
    await user.clear(next);
    await user.type(next, '5');
    await user.click(form.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(
        expect.stringContaining('Invoice 7 was already issued this year.'),
      ),
    );
    expect(form.getByTestId('numbering-preview-invoice')).toHaveTextContent('INV-0008');
  });
});
