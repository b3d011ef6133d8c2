import { ApiRoutes } from '@focal/contracts/api-routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { invoicesMessages } from '../messages';
import { mockInvoicesApi } from '../test-invoices';

const LOAD = { timeout: 5000 };
const texts = invoicesMessages.numbering;
const PATH = ApiRoutes.getInvoiceNumbering.path;
const saved = { pattern: 'INV-{NUMBER:4}', nextNumber: 1, resetYearly: false, preview: 'INV-0001' };

describe('Settings → Invoice numbering', () => {
  it("shows the server's preview, checks the pattern before sending, and shows the new preview once saved", async () => {
    const api = mockInvoicesApi({
      [`GET ${PATH}`]: () => ok(saved),
      [`PUT ${PATH}`]: () =>
        ok({ pattern: '{YYYY}-{NUMBER:3}', nextNumber: 40, resetYearly: true, preview: '2026-040' }),
    });
    const { user } = renderApp('/settings/invoice-numbering');
    expect(await screen.findByTestId('numbering-preview', {}, LOAD)).toHaveTextContent('INV-0001');

    const pattern = screen.getByRole('textbox', { name: texts.pattern });
    await user.click(screen.getByRole('checkbox', { name: texts.resetYearly }));
    await user.click(screen.getByRole('button', { name: texts.save }));
    // A yearly reset needs the year in the pattern (the contract's rule, before any request).
    await waitFor(() => expect(pattern).toHaveAccessibleDescription(expect.stringMatching(/year/i)));
    expect(api.to('PUT', PATH)).toHaveLength(0);

    await user.clear(pattern);
    await user.type(pattern, '{{YYYY}-{{NUMBER:3}');
    const next = screen.getByRole('textbox', { name: texts.nextNumber });
    await user.clear(next);
    await user.type(next, '40');
    await user.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(api.to('PUT', PATH)[0]?.body).toEqual({
        pattern: '{YYYY}-{NUMBER:3}',
        nextNumber: 40,
        resetYearly: true,
      }),
    );
    await waitFor(() => expect(screen.getByTestId('numbering-preview')).toHaveTextContent('2026-040'));
  });

  it("puts the server's refusal of the next number on its field", async () => {
    mockInvoicesApi({
      [`GET ${PATH}`]: () => ok({ ...saved, nextNumber: 8, preview: 'INV-0008' }),
      [`PUT ${PATH}`]: () =>
        apiError(400, 'ValidationFailed', {
          fields: { nextNumber: 'Invoice 7 was already issued this year.' },
        }),
    });
    const { user } = renderApp('/settings/invoice-numbering');
    const next = await screen.findByRole('textbox', { name: texts.nextNumber }, LOAD);
    await user.clear(next);
    await user.type(next, '5');
    await user.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(
        expect.stringContaining('Invoice 7 was already issued this year.'),
      ),
    );
    expect(screen.getByTestId('numbering-preview')).toHaveTextContent('INV-0008');
  });
});
