import { screen, waitFor, within } from '@testing-library/react';
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

  it("lists the record's invoices under its quotes, a draft without a number, and starts a new one", async () => {
    const invoice = (extra: Record<string, unknown>) => ({
      id: 'i1',
      number: 'INV-2026-0004',
      jobId: ID,
      jobName: 'Ada & Charles',
      title: 'Wedding',
      status: 'partially-paid',
      currency: 'GBP',
      totalMinor: 250_000,
      paidMinor: 100_000,
      balanceMinor: 150_000,
      issuedOn: '2026-11-02',
      dueOn: '2026-12-01',
      updatedAt: '2026-11-02T08:30:00.000Z',
      ...extra,
    });
    renderJobs(`/jobs/view/${ID}?tab=documents`, {
      [`GET ${JOB}`]: () => ok(profile(record({ stage: 'job', status: 'active' }))),
      [`GET ${JOB}/documents`]: () =>
        ok({
          quotes: [],
          invoices: [
            invoice({}),
            invoice({
              id: 'i2',
              number: null,
              title: 'Prints',
              status: 'draft',
              issuedOn: null,
              dueOn: null,
            }),
          ],
          contracts: [],
          questionnaires: [],
        }),
    });
    const link = await screen.findByRole('link', { name: 'Wedding' });
    expect(link).toHaveAttribute('href', '/invoices/i1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('INV-2026-0004')).toBeVisible();
    expect(within(row).getByText('Partially paid')).toBeVisible();
    expect(within(row).getByText('£2,500.00')).toBeVisible();
    expect(within(row).getByText('£1,500.00')).toBeVisible();
    expect(within(row).getByText(/Dec 1, 2026|1 Dec 2026/)).toBeVisible();
    const draft = screen.getByRole('link', { name: 'Prints' }).closest('tr')!;
    expect(within(draft).getAllByText('Draft')).toHaveLength(2);
    expect(screen.getByText(/No quotes yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute(
      'href',
      `/jobs/${ID}/invoice/new`,
    );
  });

  it("lists the record's contracts with their state and signatures, and makes one from a template", async () => {
    const contract = {
      id: 'c1',
      jobId: ID,
      title: 'Wedding agreement',
      status: 'sent',
      version: 2,
      signerCount: 3,
      signedCount: 1,
      sentAt: '2026-11-02T08:30:00.000Z',
      completedAt: null,
      createdAt: '2026-11-02T08:30:00.000Z',
      updatedAt: '2026-11-02T08:30:00.000Z',
    };
    const { api, user, router } = renderJobs(`/leads/view/${ID}?tab=documents`, {
      [`GET ${JOB}`]: () => ok(profile(record())),
      [`GET ${JOB}/documents`]: () =>
        ok({ quotes: [], invoices: [], contracts: [contract], questionnaires: [] }),
      'GET /api/user/settings/contract-templates': () =>
        ok({
          rows: [
            {
              id: 't1',
              name: 'Standard wedding',
              createdAt: contract.createdAt,
              updatedAt: contract.updatedAt,
            },
          ],
        }),
      'POST /api/user/contracts': () => ok({ ...contract, id: 'c2', status: 'draft' }),
      'GET /api/user/contracts/c2': () => new Promise(() => {}),
    });
    const link = await screen.findByRole('link', { name: 'Wedding agreement' });
    expect(link).toHaveAttribute('href', `/leads/view/${ID}/contracts/c1`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('Waiting for signatures')).toBeVisible();
    expect(within(row).getByText('1 of 3')).toBeVisible();
    // The templates are asked for when the menu opens, not with the tab.
    expect(api.to('GET', '/api/user/settings/contract-templates')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'New contract' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Standard wedding' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leads/view/${ID}/contracts/c2`));
    expect(api.to('POST', '/api/user/contracts')[0]?.body).toEqual({ jobId: ID, templateId: 't1' });
  });

  it('says so when the record has no invoices', async () => {
    renderJobs(`/leads/view/${ID}?tab=documents`, {
      [`GET ${JOB}`]: () => ok(profile(record())),
      [`GET ${JOB}/documents`]: () => ok({ quotes: [], invoices: [], contracts: [], questionnaires: [] }),
    });
    expect(await screen.findByText(/No invoices yet/)).toBeVisible();
    expect(screen.getByText(/No contracts yet/)).toBeVisible();
  });
});
