import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fetch-mock';
import { profile, record } from '../test/fixtures';
import { renderJobs } from '../test/render-jobs';

const ID = 'b1b1b1b1-0000-4000-8000-000000000001';
const JOB = `/api/user/jobs/${ID}`;
const quote = {
  id: 'q1',
  number: 12,
  jobId: ID,
  kind: 'pick-and-choose',
  title: 'Wedding collections',
  status: 'sent',
  version: 2,
  currency: 'GBP',
  totalMinor: 250_000,
  expiresOn: null,
  updatedAt: '2026-11-02T08:30:00.000Z',
};

describe('the documents tab', () => {
  it("lists the record's quotes with links to them, and starts either kind of quote", async () => {
    renderJobs(`/leads/view/${ID}?tab=documents`, {
      [`GET ${JOB}`]: () => ok(profile(record())),
      [`GET ${JOB}/documents`]: () =>
        ok({ quotes: [quote], invoices: [], contracts: [], questionnaires: [] }),
    });
    const link = await screen.findByRole('link', { name: 'Wedding collections' });
    expect(link).toHaveAttribute('href', `/leads/${ID}/quotes/pick-and-choose/q1`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('#12')).toBeVisible();
    expect(within(row).getByText('Sent')).toBeVisible();
    expect(within(row).getByText('£2,500.00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New fixed quote' })).toHaveAttribute(
      'href',
      `/leads/${ID}/quote/fixed/new`,
    );
    expect(screen.getByRole('link', { name: 'New pick-and-choose quote' })).toHaveAttribute(
      'href',
      `/leads/${ID}/quote/pick-and-choose/new`,
    );
  });
});
