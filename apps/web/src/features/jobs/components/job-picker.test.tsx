import { ApiRoutes } from '@focal/contracts/api-routes';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { JobPicker, type PickedJob } from './job-picker';

function Harness({ onChange }: { onChange: (value: PickedJob | null) => void }) {
  const [value, setValue] = useState<PickedJob | null>(null);
  return (
    <>
      <button type="button">Before</button>
      <JobPicker
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

const search = (request: { url: string }) => new URL(request.url, 'http://x').searchParams;

describe('JobPicker', () => {
  it('asks for nothing until reached for; tabbed to, it searches as you type and picks with the keyboard', async () => {
    const api = mockApi({
      [`GET ${ApiRoutes.listJobs.path}`]: (request) =>
        ok({
          items:
            search(request).get('stage') === 'job' && search(request).get('search') === 'harb'
              ? [{ id: 'j1', name: 'Harbour wedding', stage: 'job' }]
              : [],
        }),
    });
    const onChange = vi.fn();
    const { user } = renderPage(<Harness onChange={onChange} />, { bootstrap: bootstrapFixture() });
    expect(api.to('GET', ApiRoutes.listJobs.path)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    const picker = screen.getByRole('combobox', { name: 'Lead or job' });
    // The search field itself has the focus: typing goes to it.
    expect(picker).toHaveFocus();
    await user.keyboard('harb');
    await user.click(await screen.findByRole('option', { name: 'Harbour wedding' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ id: 'j1', name: 'Harbour wedding', stage: 'job' }),
    );
  });
});
