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

describe('a list filter', () => {
  it('is a read-only field with its value until the select loads, and opens, focused, if clicked meanwhile', async () => {
    const { user } = renderPage(
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
      />,
    );
    const field = screen.getByLabelText('Tag');
    expect(field).toHaveValue('vip (3)');
    expect(field).toHaveAttribute('readonly');
    expect(screen.queryByRole('option')).toBeNull();

    await user.click(field);
    release();

    expect(await screen.findByRole('option', { name: 'new (1)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Tag', { selector: 'input' })).toHaveFocus());
  });
});
