import { DOCUMENT_LINK_TEXTS } from '@focal/contracts/documents/public';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { DOCUMENT_PATH, TOKEN, issuedInvoice, pickAndChooseQuote } from '../../../test/document-fixtures';

const PAGE = `/d/${TOKEN}`;
const total = () => screen.getByTestId('document-total');

describe('the client’s document page', () => {
  it('prices a pick-and-choose quote as the client picks a package and add-ons, schedule included', async () => {
    const api = mockApi({ [`GET ${DOCUMENT_PATH}`]: () => ok(pickAndChooseQuote()) });
    const { user } = renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Studio' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Wedding photography' })).toBeVisible();
    expect(screen.getByText('Quote #12')).toBeVisible();
    expect(screen.getByText('Valid until Aug 1, 2026')).toBeVisible();
    expect(screen.getByText('Awaiting your reply')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `${DOCUMENT_PATH}/pdf`,
    );
    expect(api.to('GET', DOCUMENT_PATH)[0]!.headers.get('Authorization')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Focal - Document'));

    // The default choice: the first package, no album. 1,000 + 20% VAT.
    const packages = screen.getByRole('radiogroup', { name: 'Packages' });
    expect(within(packages).getByRole('radio', { name: 'Silver' })).toHaveAttribute('aria-checked', 'true');
    expect(total()).toHaveTextContent('€1,200.00');

    // Gold by the keyboard: the arrow moves the choice, as radios do.
    within(packages).getByRole('radio', { name: 'Silver' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(packages).getByRole('radio', { name: 'Gold' })).toHaveAttribute('aria-checked', 'true');
    expect(total()).toHaveTextContent('€1,800.00');

    // Two albums: 1,500 + 600 net, 420 VAT.
    const album = screen.getByRole('textbox', { name: 'Quantity of Album' });
    await user.click(album);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(total()).toHaveTextContent('€2,520.00');
    expect(screen.getByText('VAT (20%)')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Tax per rate' })).getByText('€420.00')).toBeVisible();

    // Never past the add-on's largest quantity.
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(album).toHaveValue('3');
    expect(total()).toHaveTextContent('€2,880.00');

    // The schedule follows the total: 30% on acceptance, the balance 14 days before the main date.
    const schedule = screen.getByRole('region', { name: 'Deposit and balance' });
    expect(within(schedule).getByText('On acceptance')).toBeVisible();
    expect(within(schedule).getByText('€864.00')).toBeVisible();
    expect(within(schedule).getByText('Aug 29, 2026')).toBeVisible();
    expect(within(schedule).getByText('€2,016.00')).toBeVisible();

    expect(screen.getByText(/Reply to the studio's email to accept/)).toBeVisible();
  });

  it('offers checkboxes when several packages may be picked, and keeps to the bounds', async () => {
    mockApi({ [`GET ${DOCUMENT_PATH}`]: () => ok(pickAndChooseQuote({}, { min: 1, max: 2 })) });
    const { user } = renderApp(PAGE);

    const packages = await screen.findByRole('group', { name: 'Packages' });
    expect(within(packages).queryByRole('radio')).toBeNull();
    const [silver, gold, platinum] = ['Silver', 'Gold', 'Platinum'].map((name) =>
      within(packages).getByRole('checkbox', { name }),
    );
    expect(silver).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/Choose from 1 to 2 packages\. 1 of at most 2 chosen\./)).toBeVisible();

    await user.click(gold!);
    expect(gold).toHaveAttribute('aria-checked', 'true');
    expect(total()).toHaveTextContent('€3,000.00');
    // Two chosen: the third cannot be added.
    expect(platinum).toBeDisabled();
    await user.click(platinum!);
    expect(platinum).toHaveAttribute('aria-checked', 'false');

    // Fewer than the least: said, and the total follows what is chosen.
    await user.click(silver!);
    await user.click(gold!);
    expect(
      within(packages.closest('.mantine-InputWrapper-root') ?? document.body).getByText(
        'Pick from 1 to 2 packages.',
      ),
    ).toBeVisible();
    expect(platinum).toBeEnabled();
    await user.click(platinum!);
    expect(total()).toHaveTextContent('€2,400.00');
  });

  it('shows an accepted quote as accepted, with the choice that was made, read-only', async () => {
    const quote = pickAndChooseQuote({
      status: 'accepted',
      acceptance: {
        acceptedAt: '2026-06-10T10:00:00Z',
        choice: { packages: [1], addOnQuantities: [1] },
        schedule: 0,
      },
    });
    mockApi({ [`GET ${DOCUMENT_PATH}`]: () => ok(quote) });
    renderApp(PAGE);

    expect(await screen.findByText('Accepted on Jun 10, 2026')).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getAllByTestId('document-line').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Gold'),
      expect.stringContaining('Album'),
    ]);
    expect(total()).toHaveTextContent('€2,160.00');
    expect(screen.queryByText(/Reply to the studio's email/)).toBeNull();
  });

  it('shows an invoice with its tax per rate, the exemption note, instalments, paid and balance', async () => {
    mockApi({ [`GET ${DOCUMENT_PATH}`]: () => ok(issuedInvoice()) });
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 2, name: 'Wedding photography' })).toBeVisible();
    expect(screen.getByText('Invoice INV-2026-0007')).toBeVisible();
    expect(screen.getByText('Partially paid')).toBeVisible();
    expect(screen.getByText('Issued on Jun 1, 2026')).toBeVisible();
    expect(screen.getByText('Tax number: GB123456789')).toBeVisible();

    const lines = screen.getByRole('table', { name: 'Items' });
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    expect(within(lines).getByText('€100.00')).toBeVisible();

    const taxes = screen.getByRole('region', { name: 'Tax per rate' });
    expect(within(taxes).getByText('VAT (20%)')).toBeVisible();
    expect(within(taxes).getByText('€400.00')).toBeVisible();
    expect(within(taxes).getByText('on €2,000.00')).toBeVisible();
    expect(within(taxes).getByText('VAT (0%)')).toBeVisible();
    expect(within(taxes).getByText('on €100.00')).toBeVisible();
    expect(screen.getByTestId('exemption-note')).toHaveTextContent(
      'Export of goods: exempt under Article 146.',
    );

    expect(total()).toHaveTextContent('€2,500.00');
    expect(screen.getByTestId('document-balance')).toHaveTextContent('€1,500.00');
    const instalments = screen.getAllByTestId('instalment');
    expect(instalments[0]).toHaveTextContent(/Deposit.*Due on Jun 1, 2026.*Paid.*€1,000.00/);
    expect(instalments[1]).toHaveTextContent(/Instalment 2.*Due on Jul 1, 2026.*Due.*€1,500.00/);
  });

  it("takes the invoice's credit notes off its balance and links each one's PDF by the same link", async () => {
    const note = { id: '0b6f7c1e-8a4d-4f5e-9c2b-1d3e5f7a9b0c', number: 'CN-0001', issuedOn: '2026-06-05', totalMinor: 50_000 };
    mockApi({
      [`GET ${DOCUMENT_PATH}`]: () =>
        ok({ ...issuedInvoice(), creditedMinor: 50_000, creditNotes: [note], balanceMinor: 100_000 }),
    });
    renderApp(PAGE);

    expect(await screen.findByTestId('document-credited')).toHaveTextContent('−€500.00');
    expect(screen.getByTestId('document-balance')).toHaveTextContent('€1,000.00');
    const notes = screen.getByRole('region', { name: 'Credit notes' });
    expect(within(notes).getByText('CN-0001, issued on Jun 5, 2026')).toBeVisible();
    expect(within(notes).getByRole('link', { name: 'Download credit note CN-0001 as PDF' })).toHaveAttribute(
      'href',
      `${DOCUMENT_PATH}/credit-notes/${note.id}/pdf`,
    );
  });

  it('lists no credit notes and shows no message on an invoice without any', async () => {
    mockApi({ [`GET ${DOCUMENT_PATH}`]: () => ok(issuedInvoice()) });
    renderApp(PAGE);
    await screen.findByTestId('document-balance');
    expect(screen.queryByRole('region', { name: 'Credit notes' })).toBeNull();
    expect(screen.queryByTestId('document-credited')).toBeNull();
    expect(screen.queryByRole('region', { name: /message from/i })).toBeNull();
  });

  it("shows the studio's message at the top of the document, its line breaks kept", async () => {
    const message = 'Hi Anna, here is the quote we talked about —\nthe second package includes the album.';
    mockApi({ [`GET ${DOCUMENT_PATH}`]: () => ok(pickAndChooseQuote({ message })) });
    renderApp(PAGE);

    const block = await screen.findByRole('region', { name: 'A message from Lumen Studio' });
    expect(within(block).getByRole('heading', { name: 'A message from Lumen Studio' })).toBeVisible();
    const text = within(block).getByText(/here is the quote we talked about/);
    expect(text.textContent).toBe(message);
    expect(text).toHaveStyle({ whiteSpace: 'pre-line' });
    // Above the parties and the packages, under the document's title.
    const follows = (node: Node) => block.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(follows(screen.getByText('From'))).toBeTruthy();
    expect(follows(screen.getByRole('radiogroup', { name: 'Packages' }))).toBeTruthy();
  });

  it("says the message is the studio's when the studio's name is missing", async () => {
    const invoice = issuedInvoice();
    mockApi({
      [`GET ${DOCUMENT_PATH}`]: () =>
        ok({ ...invoice, seller: { ...invoice.seller, name: '' }, message: 'Thank you!' }),
    });
    renderApp(PAGE);
    const block = await screen.findByRole('region', { name: 'Message from the studio' });
    expect(within(block).getByText('Thank you!')).toBeVisible();
  });

  it('says a link that opens nothing has expired, in the contracts’ words, without a retry', async () => {
    mockApi({
      [`GET ${DOCUMENT_PATH}`]: () =>
        apiError(404, 'NotFound', null, DOCUMENT_LINK_TEXTS.goneTitle, DOCUMENT_LINK_TEXTS.gone),
    });
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
    expect(screen.getByText(DOCUMENT_LINK_TEXTS.gone)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
