import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { limitedRecord, record } from '../test/fixtures';
import { renderJobs } from '../test/render-jobs';

const query = (url: string) => new URL(url, 'http://localhost').searchParams;

describe('/leads and /jobs as a list', () => {
  it('shows a row per record with its clients, type, stage and value, and a limited job without details', async () => {
    renderJobs('/jobs', {
      'GET /api/user/jobs': () =>
        ok({ items: [record({ stage: 'job', leadStage: null }), limitedRecord()], nextCursor: null }),
    });
    const link = await screen.findByRole('link', { name: 'Anna & Ben: Wedding' });
    expect(link).toHaveAttribute('href', '/jobs/view/b1b1b1b1-0000-4000-8000-000000000001');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Anna & Ben')).toBeVisible();
    expect(within(row).getByText('Wedding')).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
    expect(within(row).getByText('£2,500.00')).toBeVisible();
    const limited = screen.getByText('Job cannot be viewed due to plan limit');
    expect(within(limited.closest('tr')!).queryByRole('link')).toBeNull();
  });

  it('says "No leads yet" with "+ New lead" when the company has none, and the button opens the form', async () => {
    const { user, router } = renderJobs('/leads', {
      'GET /api/user/jobs': () => ok({ items: [], nextCursor: null }),
      'GET /api/user/clients': () => ok({ items: [], nextCursor: null }),
    });
    expect(await screen.findByRole('heading', { name: 'No leads yet' })).toBeVisible();
    const buttons = screen.getAllByRole('button', { name: '+ New lead' });
    await user.click(buttons[buttons.length - 1]!);
    expect(await screen.findByRole('dialog', { name: 'New lead' })).toBeVisible();
    expect(router.state.location.search).toBe('?new=1');
  });

  it('sends the filters in the address and the search as typed, and pages with the cursor', async () => {
    const { api, user, router } = renderJobs('/leads?type=jt-wed&from=2027-01-01', {
      'GET /api/user/jobs': (request) =>
        query(request.url).get('cursor') === 'next-1'
          ? ok({
              items: [record({ id: 'b1b1b1b1-0000-4000-8000-000000000002', name: 'Second page' })],
              nextCursor: null,
            })
          : ok({ items: [record()], nextCursor: 'next-1' }),
    });
    await screen.findByRole('link', { name: 'Anna & Ben: Wedding' });
    const first = query(api.to('GET', '/api/user/jobs')[0]!.url);
    expect(first.get('stage')).toBe('lead');
    expect(first.get('jobTypeId')).toBe('jt-wed');
    expect(first.get('from')).toBe('2027-01-01');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Anna & Ben: Wedding' })).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'anna');
    await waitFor(() => expect(router.state.location.search).toContain('q=anna'));
    await waitFor(() =>
      expect(api.to('GET', '/api/user/jobs').some((r) => query(r.url).get('search') === 'anna')).toBe(true),
    );
  });

  it("shows the server's words and Try again when the list fails", async () => {
    renderJobs('/jobs', {
      'GET /api/user/jobs': () =>
        apiError(400, 'ValidationFailed', null, 'Bad', 'The list could not be read.'),
    });
    expect(await screen.findByText('The list could not be read.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
