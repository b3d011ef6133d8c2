import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { clientRow } from '../../../test/studio-fixtures';
import { ClientPicker, type PickedClient } from './client-picker';

const row = (id: string, displayName: string, email: string | null = null) =>
  clientRow(id, displayName, { email });

function Harness({ onChange, max }: { onChange: (value: PickedClient[]) => void; max?: number }) {
  const [value, setValue] = useState<PickedClient[]>([]);
  return (
    <ClientPicker
      value={value}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ClientPicker', () => {
  it('searches as you type (debounced, one request for the pause) and picks with the keyboard', async () => {
    const api = mockApi({
      'GET /api/user/clients': (request) => {
        const q = new URL(request.url, 'http://x').searchParams.get('q') ?? '';
        const rows = [row('c1', 'Anna Smith', 'anna@example.com'), row('c2', 'Ben Jones')];
        return ok({
          rows: rows.filter((r) => r.displayName.toLowerCase().includes(q.slice(0, 2))),
          nextCursor: null,
        });
      },
    });
    const onChange = vi.fn();
    const { user } = renderPage(<Harness onChange={onChange} />, { bootstrap: bootstrapFixture() });
    const input = screen.getByRole('textbox', { name: 'Clients' });
    await user.click(input);
    await user.type(input, 'anaa');
    const searches = () =>
      api.to('GET', '/api/user/clients').map((r) => new URL(r.url, 'http://x').searchParams.get('q'));
    await waitFor(() => expect(searches()).toContain('anaa'));
    // Typing "anaa" quickly asks once for it (after the pause), never once per letter.
    expect(searches()).not.toContain('an');
    expect(await screen.findByRole('option', { name: /Anna Smith/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Ben Jones/ })).toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'c1', displayName: 'Anna Smith' }]);
    expect(screen.getByText('Anna Smith')).toBeInTheDocument();
    // Backspace in the empty search removes the last pick.
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('opens from the keyboard too: tabbed to, the field keeps the focus and searches as you type', async () => {
    mockApi({
      'GET /api/user/clients': () => ok({ rows: [row('c1', 'Anna Smith')], nextCursor: null }),
    });
    const onChange = vi.fn();
    const { user } = renderPage(
      <>
        <button type="button">Before</button>
        <Harness onChange={onChange} max={1} />
      </>,
      { bootstrap: bootstrapFixture() },
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    // The search's list comes with the first focus (not with the page), on the field that has it.
    expect(screen.getByRole('textbox', { name: 'Client' })).toHaveFocus();
    await user.keyboard('Ann');
    expect(screen.getByRole('textbox', { name: 'Client' })).toHaveValue('Ann');
    await user.click(await screen.findByRole('option', { name: /Anna Smith/ }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'c1', displayName: 'Anna Smith' }]);
  });

  it('adds a new couple inline and picks it', async () => {
    const api = mockApi({
      'GET /api/user/clients': () => ok({ rows: [], nextCursor: null }),
      'POST /api/user/clients': () => ok({ ...row('c9', 'Cleo & Dan Park'), kind: 'couple' }),
    });
    const onChange = vi.fn();
    const { user } = renderPage(<Harness onChange={onChange} max={1} />, { bootstrap: bootstrapFixture() });
    await user.click(screen.getByRole('textbox', { name: 'Client' }));
    await user.type(screen.getByRole('textbox', { name: 'Client' }), 'Cleo Park');
    await user.click(await screen.findByRole('option', { name: '+ New client' }));
    // The form loads on that click (its own chunk), then shows in place.
    await user.click(await screen.findByRole('radio', { name: 'Couple' }));
    // A couple needs two named contacts: refused before any request.
    await user.click(screen.getByRole('button', { name: 'Add client' }));
    expect(screen.getByRole('alert')).toHaveTextContent('two contacts');
    expect(api.to('POST', '/api/user/clients')).toHaveLength(0);
    await user.type(screen.getByLabelText('Partner: First name'), 'Dan');
    await user.type(screen.getByLabelText('Partner: Last name'), 'Park');
    await user.type(screen.getByLabelText('Email'), 'cleo@example.com');
    await user.click(screen.getByRole('button', { name: 'Add client' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([{ id: 'c9', displayName: 'Cleo & Dan Park' }]),
    );
    expect(api.to('POST', '/api/user/clients')[0]!.body).toMatchObject({
      kind: 'couple',
      contacts: [
        { firstName: 'Cleo', lastName: 'Park', email: 'cleo@example.com' },
        { firstName: 'Dan', lastName: 'Park' },
      ],
    });
    // max 1: the search field goes once one client is picked.
    expect(screen.queryByRole('textbox', { name: 'Client' })).toBeNull();
  });
});
