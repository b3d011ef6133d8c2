import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fetch-mock';
import { leadColumns, limitedRecord, record } from '../test/fixtures';
import { renderJobs } from '../test/render-jobs';

const query = (url: string) => new URL(url, 'http://localhost').searchParams;

describe('the board', () => {
  it('shows a column per pipeline stage with its count and cards, pages a column, and hides a limited job', async () => {
    const lead = record();
    const columns = leadColumns([lead]);
    columns[0] = { ...columns[0]!, count: 2, nextCursor: 'col-next' };
    const { api, user } = renderJobs('/leads?view=board&q=anna', {
      'GET /api/user/jobs/board': () => ok({ columns }),
      'GET /api/user/jobs': () =>
        ok({
          items: [
            record({ id: 'b1b1b1b1-0000-4000-8000-000000000002', name: 'Older lead' }),
            limitedRecord(),
          ],
          nextCursor: null,
        }),
    });
    const first = await screen.findByRole('region', { name: 'New inquiry, 2' });
    expect(within(first).getByRole('link', { name: 'Anna & Ben: Wedding' })).toBeVisible();
    // The handle drags (keyboard: Space, arrows, Space); the name stays a link.
    expect(within(first).getByRole('button', { name: 'Move Anna & Ben: Wedding' })).toHaveAttribute(
      'aria-roledescription',
      'draggable',
    );
    expect(screen.getByRole('region', { name: 'Contacted, 0' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Booked, 0' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Lost, 0' })).toBeVisible();
    const board = query(api.to('GET', '/api/user/jobs/board')[0]!.url);
    expect(board.get('stage')).toBe('lead');
    expect(board.get('search')).toBe('anna');

    await user.click(within(first).getByRole('button', { name: 'Load more' }));
    expect(await within(first).findByRole('link', { name: 'Older lead' })).toBeVisible();
    expect(within(first).getByText('Job cannot be viewed due to plan limit')).toBeVisible();
    const more = query(api.to('GET', '/api/user/jobs')[0]!.url);
    expect(more.get('leadStageId')).toBe('st-new');
    expect(more.get('cursor')).toBe('col-next');
    expect(within(first).queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
