import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { FilterSelect } from './filter-select';

// The select's module is held until the test lets it load, as on a slow phone.
let release!: () => void;
const held = new Promise<void>((resolve) => (release = resolve));
vi.mock('./mantine-select', async () => {
  const { Select } = await vi.importActual<typeof import('@mantine/core')>('@mantine/core');
  await held;
  return { Select };
});

const filter = (
  <FilterSelect
    label="Tag"
    placeholder="Any"
    data={[
      { value: 'vip', label: 'vip (3)' },
      { value: 'new', label: 'new (1)' },
    ]}
    value="vip"
    onChange={() => {}}
    w={180}
  />
);

describe('a list filter', () => {
  it('is a read-only combobox with its value until the select loads, and opens, focused, if clicked meanwhile', async () => {
    const { user } = renderPage(filter);
    const field = screen.getByRole('combobox', { name: 'Tag' });
    expect(field).toHaveValue('vip (3)');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).toBeNull();

    await user.click(field);
    release();

    expect(await screen.findByRole('option', { name: 'new (1)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Tag', { selector: 'input' })).toHaveFocus());
  });
});

describe('a list filter, its select loaded', () => {
  it('stays the read-only field until reached, then becomes the select, focused and closed from the keyboard', async () => {
    const { user } = renderPage(filter);
    const standIn = screen.getByRole('combobox', { name: 'Tag' });
    expect(standIn).toHaveAttribute('readonly');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tag' })).not.toBe(standIn));
    const select = screen.getByRole('combobox', { name: 'Tag' });
    expect(select).toHaveFocus();
    expect(select).toHaveValue('vip (3)');
    expect(screen.queryByRole('option')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'new (1)' })).toBeInTheDocument();
  });

  it('opens, focused, on a click once its select has loaded (the click does not close what it opened)', async () => {
    const { user } = renderPage(filter);
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    expect(await screen.findByRole('option', { name: 'new (1)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Tag', { selector: 'input' })).toHaveFocus());
  });
});
