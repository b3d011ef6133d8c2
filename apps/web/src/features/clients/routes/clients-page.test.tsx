import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { cardOf } from '../../../test/card-of';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { clientRow } from '../../../test/studio-fixtures';
import { ClientPage } from './client-page';
import { ClientsPage } from './clients-page';

const row = (id: string, displayName: string) => clientRow(id, displayName, { email: `${id}@example.com` });
/** The profile's client (GET /api/user/clients/:id). */
const anna = {
  ...row('c1', 'Anna Smith'),
  organisationName: null,
  contacts: [{ firstName: 'Anna', lastName: 'Smith', email: null, phone: null }],
  address: {},
  notes: '',
  customFields: {},
};
const brand = (companyId: string, companyName: string, selected = false) => ({
  id: `brand-${companyId}`,
  name: companyName,
  companyId,
  companyName,
  logoUrl: null,
  selected,
  email: 'owner@example.com',
});
const facets = () => ok({ tags: [{ value: 'vip', count: 3 }], leadSources: [] });
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

const renderAt = (path: string) =>
  renderPage(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/clients" element={<ClientsPage />} />
        <Route path="/clients/client/:id" element={<ClientPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
    { bootstrap: bootstrapFixture() },
  );

describe('/clients', () => {
  it('searches from the address, keeps a typed search there after the pause, and pages by cursor', async () => {
    const api = mockApi({
      'GET /api/user/clients/facets': facets,
      'GET /api/user/clients': (request) => {
        const { cursor } = queryOf(request.url);
        return cursor
          ? ok({ rows: [row('c3', 'Cleo Park')], nextCursor: null })
          : ok({ rows: [row('c1', 'Anna Smith'), row('c2', 'Ben Jones')], nextCursor: 'page-2' });
      },
    });
    const { user } = renderAt('/clients?q=anna&tag=vip');
    expect(await screen.findByRole('link', { name: 'Anna Smith' })).toBeInTheDocument();
    expect(queryOf(api.to('GET', '/api/user/clients')[0]!.url)).toMatchObject({
      q: 'anna',
      tag: 'vip',
      sort: 'name',
    });

    const box = screen.getByRole('searchbox', { name: 'Search clients' });
    await user.clear(box);
    await user.type(box, 'smtih');
    await waitFor(() =>
      expect(screen.getByLabelText('address')).toHaveTextContent('/clients?q=smtih&tag=vip'),
    );
    // The list asks once the address has settled, in the render after it (a deferred one).
    const asked = () => api.to('GET', '/api/user/clients').map((r) => queryOf(r.url)['q']);
    await waitFor(() => expect(asked()).toContain('smtih'));
    expect(asked()).not.toContain('smt');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Cleo Park' })).toBeInTheDocument();
    expect(queryOf(api.to('GET', '/api/user/clients').at(-1)!.url)).toMatchObject({
      q: 'smtih',
      cursor: 'page-2',
    });
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Anna Smith' })).toBeInTheDocument();
  });

  it('tags every client of the page at once', async () => {
    const api = mockApi({
      'GET /api/user/clients/facets': facets,
      'GET /api/user/clients': () =>
        ok({ rows: [row('c1', 'Anna Smith'), row('c2', 'Ben Jones')], nextCursor: null }),
      'POST /api/user/clients/bulk/tags': () => ok({ updated: 2 }),
    });
    const { user } = renderAt('/clients');
    await screen.findByRole('link', { name: 'Anna Smith' });
    await user.click(screen.getByRole('checkbox', { name: 'Select every client on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ben Jones' })).toBeChecked();
    // The bulk bar's chunk loads with the first selection.
    await user.type(await screen.findByRole('combobox', { name: 'Tag to add or remove' }), 'vip');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await waitFor(() =>
      expect(api.to('POST', '/api/user/clients/bulk/tags')[0]?.body).toEqual({
        ids: ['c1', 'c2'],
        add: ['vip'],
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Select Ben Jones' })).not.toBeChecked(),
    );
  });

  it('draws the rows without the facets, shows the address tag at once, and asks for the counts when a filter opens', async () => {
    const api = mockApi({
      'GET /api/user/clients/facets': facets,
      'GET /api/user/clients': () => ok({ rows: [row('c1', 'Anna Smith')], nextCursor: null }),
    });
    const { user } = renderAt('/clients?tag=vip');
    expect(await screen.findByRole('link', { name: 'Anna Smith' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tag', { selector: 'input' })).toHaveValue('vip');
    expect(api.to('GET', '/api/user/clients/facets')).toHaveLength(0);
    // A closed filter's list is not in the page (floating-ui would position each hidden one).
    expect(document.querySelectorAll('[role="listbox"]')).toHaveLength(0);
    await user.click(screen.getByLabelText('Lead source', { selector: 'input' }));
    await waitFor(() => expect(api.to('GET', '/api/user/clients/facets')).toHaveLength(1));
    await user.click(screen.getByLabelText('Tag', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'vip (3)' })).toBeInTheDocument();
  });

  it("holds the table's place with a skeleton of its rows while the first page loads", async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    mockApi({
      'GET /api/user/clients': async () => {
        await held;
        return ok({ rows: [row('c1', 'Anna Smith')], nextCursor: null });
      },
    });
    renderAt('/clients');
    expect(await screen.findByText('Loading clients…')).toBeInTheDocument();
    const skeleton = document.querySelector('table[aria-hidden="true"]')!;
    expect(skeleton.querySelectorAll('tbody tr')).toHaveLength(25);
    answer();
    expect(await screen.findByRole('link', { name: 'Anna Smith' })).toBeInTheDocument();
    expect(document.querySelector('table[aria-hidden="true"]')).toBeNull();
  });

  it('makes each client a card on a phone: name and kind, open balance, email and phone, tags', async () => {
    mockApi({
      'GET /api/user/clients': () =>
        ok({
          rows: [
            clientRow('c1', 'Anna Smith', {
              email: 'anna@example.com',
              phone: '+44 20 7946 0000',
              tags: ['vip'],
              openBalanceCents: 12_000,
            }),
            clientRow('c2', 'Ben Jones', { email: 'ben@example.com' }),
          ],
          nextCursor: null,
        }),
    });
    renderAt('/clients');
    const anna = (await screen.findByRole('link', { name: 'Anna Smith' })).closest('tr')!;
    expect(cardOf(anna)).toEqual({
      title: ['Anna SmithPerson'],
      aside: ['£120.00'],
      lines: ['vip'],
      meta: ['anna@example.com', '+44 20 7946 0000'],
    });
    // No balance, phone or tags: the card leaves them out (the table shows a dash and empty cells).
    const ben = screen.getByRole('link', { name: 'Ben Jones' }).closest('tr')!;
    expect(cardOf(ben)).toEqual({
      title: ['Ben JonesPerson'],
      aside: [],
      lines: [],
      meta: ['ben@example.com'],
    });
    // Selecting (for bulk tags) is the desk's: the checkbox has no place on a card.
    expect(within(ben).getByRole('checkbox').closest('td')).not.toHaveAttribute('data-card');
  });

  it('says how to start when the studio has no clients: add or import', async () => {
    mockApi({
      'GET /api/user/clients/facets': facets,
      'GET /api/user/clients': () => ok({ rows: [], nextCursor: null }),
    });
    renderAt('/clients');
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '+ New client' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Import CSV' })).toHaveLength(2);
  });

  it("says when a history tab couldn't be loaded and tries again, not that the client has none", async () => {
    let failing = true;
    mockApi({
      'GET /api/user/clients/c1': () => ok(anna),
      'GET /api/user/clients/c1/jobs': () =>
        failing ? apiError(503, 'Unavailable') : ok({ rows: [], nextCursor: null }),
      'GET /api/user/clients/c1/documents': () => ok({ documents: [], payments: [], credit: [] }),
      'GET /api/user/clients/c1/activity': () =>
        ok({
          rows: [
            { id: 'a1', action: 'notes_saved', details: {}, userId: null, at: '2026-01-02T00:00:00.000Z' },
          ],
          nextCursor: null,
        }),
      'GET /api/user/settings/custom-fields': () => ok([]),
    });
    const { user } = renderAt('/clients/client/c1');
    expect(await screen.findByText("This list couldn't be loaded.")).toBeInTheDocument();
    expect(screen.queryByText('No leads or jobs for this client yet.')).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No leads or jobs for this client yet.')).toBeInTheDocument();
    // The activity's actions in words.
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
  });

  it("lists the client's payments with their invoices and the credit kept from overpayments", async () => {
    mockApi({
      'GET /api/user/clients/c1': () => ok(anna),
      'GET /api/user/clients/c1/jobs': () => ok({ rows: [], nextCursor: null }),
      'GET /api/user/clients/c1/documents': () =>
        ok({
          documents: [],
          payments: [
            {
              id: 'p1',
              amountCents: 105_000,
              currency: 'USD',
              paidAt: '2026-03-04',
              invoiceId: 'i1',
              invoiceNumber: 'INV-0007',
              method: 'bank-transfer',
              refundedCents: 2_000,
            },
          ],
          credit: [{ currency: 'USD', amountMinor: 3_000 }],
        }),
      'GET /api/user/settings/custom-fields': () => ok([]),
    });
    const { user } = renderAt('/clients/client/c1');
    await user.click(await screen.findByRole('tab', { name: 'Payments' }));
    expect(await screen.findByTestId('client-credit')).toHaveTextContent(
      "Credit: $30.00, kept from payments past an invoice's balance",
    );
    expect(screen.getByRole('link', { name: 'INV-0007' })).toHaveAttribute('href', '/invoices/i1');
    expect(screen.getByText(/Bank transfer · \$20\.00 refunded/)).toBeInTheDocument();
    expect(screen.getByText('Mar 4, 2026 · $1,050.00')).toBeInTheDocument();
  });

  it('offers "Add lead" on a client without leads or jobs, for this client', async () => {
    mockApi({
      'GET /api/user/clients/c1': () => ok(anna),
      'GET /api/user/clients/c1/jobs': () => ok({ rows: [], nextCursor: null }),
      'GET /api/user/clients/c1/documents': () => ok({ documents: [], payments: [], credit: [] }),
      'GET /api/user/settings/custom-fields': () => ok([]),
    });
    renderAt('/clients/client/c1');
    expect(await screen.findByText('No leads or jobs for this client yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add lead' })).toHaveAttribute('href', '/leads?new=1&client=c1');
    // The studio's read-only look at the client's portal (issue 33), under the company's id.
    expect(screen.getByRole('link', { name: 'Preview client portal' })).toHaveAttribute(
      'href',
      '/portal/company-1/preview/c1',
    );
  });

  it("moves the client to another of the account's companies, Cancel waiting while it runs", async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const api = mockApi({
      'GET /api/user/clients/c1': () => ok(anna),
      'GET /api/user/clients/c1/jobs': () => ok({ rows: [], nextCursor: null }),
      'GET /api/user/clients/c1/documents': () => ok({ documents: [], payments: [], credit: [] }),
      'GET /api/user/settings/custom-fields': () => ok([]),
      'GET /api/user/companies/brands': () =>
        ok({
          authorizedCompanies: {
            brands: [brand('company-1', 'Portraits', true), brand('company-2', 'Weddings')],
          },
        }),
      'POST /api/user/clients/c1/move': async () => {
        await held;
        return ok(null);
      },
      'GET /api/user/clients': () => ok({ rows: [], nextCursor: null }),
    });
    const { user } = renderAt('/clients/client/c1');
    await user.click(await screen.findByRole('button', { name: 'Move to company…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to another company' });
    await user.click(within(dialog).getByLabelText('Company', { selector: 'input' }));
    expect(screen.queryByRole('option', { name: 'Portraits' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Weddings' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    answer();
    expect(await screen.findByText('Client moved to Weddings.')).toBeInTheDocument();
    expect(api.to('POST', '/api/user/clients/c1/move')[0]?.body).toEqual({ companyId: 'company-2' });
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^\/clients$/));
  });

  it('merges the client picked into this one after saying what moves, Cancel waiting while it runs', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const job = {
      id: 'j1',
      name: 'Spring portraits',
      stage: 'job',
      status: 'active',
      mainDate: null,
      jobTypeId: null,
      jobTypeName: null,
      leadStageName: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const api = mockApi({
      'GET /api/user/clients/c1': () => ok(anna),
      'GET /api/user/clients/c1/jobs': () => ok({ rows: [], nextCursor: null }),
      'GET /api/user/clients/c1/documents': () => ok({ documents: [], payments: [], credit: [] }),
      'GET /api/user/settings/custom-fields': () => ok([]),
      'GET /api/user/clients': () => ok({ rows: [row('c2', 'Bea Stone')], nextCursor: null }),
      'GET /api/user/clients/c2/jobs': () => ok({ rows: [job], nextCursor: null }),
      'POST /api/user/clients/c1/merge': async () => {
        await held;
        return ok(anna);
      },
    });
    const { user } = renderAt('/clients/client/c1');
    await user.click(await screen.findByRole('button', { name: 'Merge…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge clients' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Client to merge' }));
    await user.click(await screen.findByRole('option', { name: /Bea Stone/ }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Bea Stone will be merged into Anna Smith: 1 lead or job move here',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    answer();
    expect(await screen.findByText('Clients merged.')).toBeInTheDocument();
    expect(api.to('POST', '/api/user/clients/c1/merge')[0]?.body).toEqual({ otherClientId: 'c2' });
  });

  it('shows a client of another company, or an unknown id, as not found with the way back', async () => {
    mockApi({
      'GET /api/user/clients/c404': () => apiError(404, 'NotFound'),
      'GET /api/user/clients/c404/jobs': () => apiError(404, 'NotFound'),
    });
    renderAt('/clients/client/c404');
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All clients' })).toHaveAttribute('href', '/clients');
  });
});
