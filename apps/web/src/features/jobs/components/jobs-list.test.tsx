import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardOf } from '../../../test/card-of';
import { apiError, ok } from '../../../test/fetch-mock';
import { listMessages } from '../messages';
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

  it('makes each row a card on a phone: name (the link), value, clients, then type, date and stage', async () => {
    renderJobs('/leads', {
      'GET /api/user/jobs': () =>
        ok({
          items: [
            record(),
            record({
              id: 'b1b1b1b1-0000-4000-8000-000000000002',
              name: 'Undated',
              mainDate: null,
              valueCents: null,
              jobType: null,
            }),
          ],
          nextCursor: null,
        }),
    });
    const link = await screen.findByRole('link', { name: 'Anna & Ben: Wedding' });
    expect(cardOf(link.closest('tr')!)).toEqual({
      title: ['Anna & Ben: Wedding'],
      aside: ['£2,500.00'],
      lines: ['Anna & Ben'],
      meta: ['Wedding', 'Jun 12, 2027', 'New inquiry'],
    });
    // What a lead has not set yet is left out of its card, not shown as dashes.
    const undated = screen.getByRole('link', { name: 'Undated' }).closest('tr')!;
    expect(cardOf(undated)).toEqual({
      title: ['Undated'],
      aside: [],
      lines: ['Anna & Ben'],
      meta: ['New inquiry'],
    });
    expect(within(undated).getAllByText('—')).toHaveLength(3);
  });

  it("holds the list's place with a skeleton, a card's shapes on a phone, while the first page loads", async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    renderJobs('/jobs', {
      'GET /api/user/jobs': async () => {
        await held;
        return ok({ items: [record({ stage: 'job' })], nextCursor: null });
      },
    });
    const skeleton = await waitFor(() => {
      const busy = document.querySelector<HTMLElement>('[aria-busy="true"]');
      expect(busy).not.toBeNull();
      return busy!;
    });
    expect(within(skeleton).getByRole('status')).toHaveTextContent(listMessages.loading);
    const rows = skeleton.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(25);
    const slots = [...rows[0]!.querySelectorAll('td')].map((cell) => cell.dataset['card'] ?? null);
    expect(slots).toEqual(['title', 'line', 'meta', 'meta', 'meta', 'aside', null]);
    answer();
    expect(await screen.findByRole('link', { name: 'Anna & Ben: Wedding' })).toBeVisible();
    expect(document.querySelector('table[aria-hidden="true"]')).toBeNull();
  });

  it('folds the filters behind a button that says how many are set', async () => {
    const { user } = renderJobs('/leads?type=jt-wed&from=2027-01-01&q=anna', {
      'GET /api/user/jobs': () => ok({ items: [record()], nextCursor: null }),
    });
    await screen.findByRole('link', { name: 'Anna & Ben: Wedding' });
    // Two filters (the search is not one: it stays in sight). The button is the phone's: jsdom
    // applies the rule that hides it on a desktop, so it is found by its words.
    const toggle = screen.getByText('Filters').closest('button')!;
    expect(toggle).toHaveTextContent(/^Filters\s*2 active$/);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const fold = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(fold).toContainElement(screen.getByRole('combobox', { name: 'Type' }));
    expect(fold).not.toContainElement(screen.getByRole('textbox', { name: 'Search' }));
    expect(fold).not.toHaveAttribute('data-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(fold).toHaveAttribute('data-open');
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
