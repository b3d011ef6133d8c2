import type { Client } from '@focal/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { clientQuery } from '../api/get-client';
import { ClientFormModal } from './client-form-modal';
import { ImportClientsModal } from './import-clients-modal';

const client: Client = {
  id: 'c1',
  kind: 'person',
  organisationName: null,
  contacts: [{ firstName: 'Anna', lastName: 'Smith', email: 'anna@example.com', phone: null }],
  displayName: 'Anna Smith',
  address: { city: 'Bath' },
  notes: '',
  tags: ['vip'],
  leadSource: null,
  customFields: {},
  openBalanceCents: 0,
  archivedAt: null,
  mergedIntoId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-03T04:05:06.000Z',
};
const lists = {
  'GET /api/user/clients/facets': () => ok({ tags: [], leadSources: [] }),
  'GET /api/user/settings/custom-fields': () => ok({ fields: [] }),
};

describe('the client form', () => {
  it('sends only what changed, with the version it loaded', async () => {
    const api = mockApi({
      ...lists,
      'PUT /api/user/clients/c1': () => ok({ ...client, notes: 'Golden hour.' }),
    });
    const { user } = renderPage(<ClientFormModal opened client={client} onClose={() => {}} />, {
      bootstrap: bootstrapFixture(),
    });
    await user.type(await screen.findByLabelText('Notes'), 'Golden hour.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.to('PUT', '/api/user/clients/c1')[0]?.body).toEqual({
        notes: 'Golden hour.',
        updatedAt: '2026-02-03T04:05:06.000Z',
      }),
    );
  });

  it('keeps the version and the values it opened with when the client is refetched meanwhile', async () => {
    const api = mockApi({
      ...lists,
      'GET /api/user/clients/c1': () => ok(client),
      'PUT /api/user/clients/c1': () => ok(client),
    });
    // The profile's query hands the modal its client, as the page does; a refetch (window focus,
    // another tab's save) changes it while the form is open.
    let cache!: QueryClient;
    function Profile() {
      cache = useQueryClient();
      const loaded = useQuery(clientQuery('c1')).data;
      return loaded ? <ClientFormModal opened client={loaded} onClose={() => {}} /> : null;
    }
    const { user } = renderPage(<Profile />, { bootstrap: bootstrapFixture() });
    const notes = await screen.findByLabelText('Notes');
    act(() =>
      cache.setQueryData(clientQuery('c1').queryKey, {
        ...client,
        tags: ['vip', 'gold'],
        updatedAt: '2026-02-04T00:00:00.000Z',
      }),
    );
    await user.type(notes, 'Golden hour.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Only the notes, with the version the form loaded: the server refuses it as stale rather than
    // taking the form's old tags over the newer ones.
    await waitFor(() =>
      expect(api.to('PUT', '/api/user/clients/c1')[0]?.body).toEqual({
        notes: 'Golden hour.',
        updatedAt: '2026-02-03T04:05:06.000Z',
      }),
    );
  });

  it('switches the contact fields with the kind and checks its rule before sending', async () => {
    const api = mockApi({ ...lists, 'POST /api/user/clients': () => ok(client) });
    const { user } = renderPage(<ClientFormModal opened onClose={() => {}} />, {
      bootstrap: bootstrapFixture(),
    });
    expect(await screen.findAllByLabelText('First name')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'Organisation' }));
    expect(screen.getByLabelText('Organisation name')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Couple' }));
    expect(screen.getAllByLabelText('First name')).toHaveLength(2);
    await user.type(screen.getAllByLabelText('First name')[0]!, 'Anna');
    await user.click(screen.getByRole('button', { name: 'Add client' }));
    expect(screen.getByRole('alert')).toHaveTextContent('two contacts');
    expect(api.to('POST', '/api/user/clients')).toHaveLength(0);
  });
});

describe('the CSV import', () => {
  it("shows the server's preview with the suggested mapping, and starts with the mapping and the duplicate rule", async () => {
    const api = mockApi({
      ...lists,
      'POST /api/user/clients/import/preview': () =>
        ok({
          uploadId: '7d0f5b7e-3c1a-4a57-9d35-2f1b0b7a9c11',
          columns: ['Given', 'Mail', 'Shoe size'],
          rows: [['Dev', 'dev@example.com', '9']],
          totalRows: 3,
          suggestedMapping: ['firstName', 'email', null],
        }),
      'POST /api/user/clients/import': () => ok({ taskId: 't1' }),
      'GET /api/user/secure-path/bootstrap/get-background-progress-tasks': () => ok({ banners: [] }),
    });
    const { user } = renderPage(<ImportClientsModal opened onClose={() => {}} />, {
      bootstrap: bootstrapFixture(),
    });
    const file = new File(['Given,Mail,Shoe size\nDev,dev@example.com,9\n'], 'clients.csv', {
      type: 'text/csv',
    });
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, file);
    expect(await screen.findByText(/3 rows found/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Goes to: Mail' })).toHaveValue('Email');
    expect(screen.getByRole('combobox', { name: 'Goes to: Shoe size' })).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: 'Update that client' }));
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    await waitFor(() =>
      expect(api.to('POST', '/api/user/clients/import')[0]?.body).toEqual({
        uploadId: '7d0f5b7e-3c1a-4a57-9d35-2f1b0b7a9c11',
        mapping: ['firstName', 'email', null],
        duplicates: 'update',
      }),
    );
  });

  it("shows the server's refusal of a file (too many columns, too many files waiting, too many previews) and stays on the file step", async () => {
    const refusals = [
      apiError(
        400,
        'ValidationFailed',
        { fields: { file: 'This file has a row with more than 200 columns.' } },
        'This file cannot be imported',
        'This file has a row with more than 200 columns.',
      ),
      apiError(409, 'Conflict', null, 'Too many files waiting', 'Files uploaded here take more than 50 MB.'),
      apiError(429, 'RateLimited', null, 'Too many attempts', 'Try again in an hour.'),
    ];
    const api = mockApi({ ...lists, 'POST /api/user/clients/import/preview': () => refusals.shift()! });
    const { user } = renderPage(<ImportClientsModal opened onClose={() => {}} />, {
      bootstrap: bootstrapFixture(),
    });
    const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
    for (const shown of [
      'This file has a row with more than 200 columns.',
      'Files uploaded here take more than 50 MB.',
      'Try again in an hour.',
    ]) {
      await user.upload(input(), new File(['a,b\n'], 'clients.csv', { type: 'text/csv' }));
      expect(await screen.findByText(shown)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Start import' })).not.toBeInTheDocument();
    }
    expect(api.to('POST', '/api/user/clients/import/preview')).toHaveLength(3);
  });
});
