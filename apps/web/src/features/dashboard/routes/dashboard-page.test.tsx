import type { Dashboard } from '@focal/contracts/dashboard';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPlansFrameOpener } from '../../../shared/response-extras/plans-frame';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY - 60_000).toISOString();
// Intl separates some parts with narrow no-break spaces: compare with plain ones.
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u2009\u00a0]/g, ' ');
const wedding = { id: 't-1', name: 'Wedding', colour: '#e64980' };

const busyWeek = (): Dashboard => ({
  timeZone: 'America/New_York',
  week: { from: '2026-06-01', to: '2026-06-07' },
  thisWeek: [
    // 01:00 UTC on the 3rd is still the 2nd in New York.
    {
      id: 's-2',
      source: 'session',
      name: 'Portraits',
      startsAt: '2026-06-03T01:00:00.000Z',
      endsAt: '2026-06-03T02:00:00.000Z',
      allDay: false,
      location: 'Studio',
      limited: false,
      job: { id: 'j-2', stage: 'job', name: 'Lee family' },
      jobType: null,
      link: null,
    },
    {
      id: 's-1',
      source: 'session',
      name: 'Engagement',
      startsAt: '2026-06-01T14:00:00.000Z',
      endsAt: '2026-06-01T16:00:00.000Z',
      allDay: false,
      location: null,
      limited: false,
      job: { id: 'l-1', stage: 'lead', name: 'Ann & Bo' },
      jobType: wedding,
      link: null,
    },
    {
      id: 's-3',
      source: 'session',
      name: '',
      startsAt: '2026-06-02T15:00:00.000Z',
      endsAt: '2026-06-02T16:00:00.000Z',
      allDay: false,
      location: null,
      limited: true,
      job: { id: 'j-9', stage: 'job', name: null },
      jobType: null,
      link: null,
    },
    // The calendar shows the studio's own appointments: so does the week.
    {
      id: 'a-1',
      source: 'appointment',
      name: 'Album review',
      startsAt: '2026-06-04T13:00:00.000Z',
      endsAt: '2026-06-04T14:30:00.000Z',
      allDay: false,
      location: null,
      limited: false,
      job: null,
      jobType: null,
      link: { client: { id: 'c-1', name: 'Ann Lee' }, job: { id: 'j-2', stage: 'job', name: 'Lee family' } },
    },
  ],
  leadsAwaitingReply: [
    {
      id: 'l-1',
      name: 'Ann & Bo',
      leadStage: { id: 'st-1', name: 'New' },
      lastActivityAt: null,
      waitingSince: ago(3),
      jobType: wedding,
    },
  ],
  jobsWithoutDate: [{ id: 'j-3', name: 'Corporate headshots', createdAt: ago(4), jobType: null }],
  counts: { openLeads: 4, activeJobs: 2, thisWeek: 4, leadsAwaitingReply: 4, jobsWithoutDate: 1 },
  money: owed(),
});

function owed(): Dashboard['money'] {
  return {
    currency: 'USD',
    dueSoonDays: 14,
    open: { count: 3, balanceMinor: 360000 },
    overdue: { count: 1, balanceMinor: 120000 },
    dueSoon: { count: 1 },
    overdueInvoices: [
      {
        id: 'i-1',
        number: 'INV-0007',
        jobId: 'j-2',
        jobName: 'Lee family',
        title: 'Wedding',
        status: 'overdue',
        currency: 'USD',
        totalMinor: 120000,
        paidMinor: 0,
        balanceMinor: 120000,
        issuedOn: '2026-05-01',
        dueOn: '2026-09-01',
        updatedAt: '2026-05-01T10:00:00.000Z',
        clientName: 'Ann Lee',
        overdueSince: '2026-05-15',
      },
    ],
  };
}
const nothingOwed = (): Dashboard['money'] => ({
  ...owed(),
  open: { count: 0, balanceMinor: 0 },
  overdue: { count: 0, balanceMinor: 0 },
  dueSoon: { count: 0 },
  overdueInvoices: [],
});

const emptyCompany = (): Dashboard => ({
  ...busyWeek(),
  thisWeek: [],
  leadsAwaitingReply: [],
  jobsWithoutDate: [],
  counts: { openLeads: 0, activeJobs: 0, thisWeek: 0, leadsAwaitingReply: 0, jobsWithoutDate: 0 },
  money: nothingOwed(),
});

function dashboardPage(answers: (() => Response)[], bootstrap = bootstrapFixture()) {
  signIn();
  let served = 0;
  mockApi({
    'GET /api/basic/bootstrap': () => ok(bootstrap),
    'GET /api/user/dashboard': () => answers[Math.min(served++, answers.length - 1)]!(),
  });
  return renderApp('/');
}

afterEach(() => setPlansFrameOpener(null));

describe('the dashboard', () => {
  it("groups the week's sessions and appointments by day in the company's zone, sessions linking to their profile", async () => {
    dashboardPage([() => ok(busyWeek())]);
    const week = await screen.findByRole('region', { name: 'This week' });
    const days = within(week)
      .getAllByRole('list')
      .map((list) => list.getAttribute('aria-label'));
    expect(days).toEqual(['Monday, June 1', 'Tuesday, June 2', 'Thursday, June 4']);
    const monday = within(week).getByRole('list', { name: 'Monday, June 1' });
    expect(within(monday).getByRole('link', { name: 'Engagement' })).toHaveAttribute(
      'href',
      '/leads/view/l-1',
    );
    // The test's locale (en-US) writes 12-hour times.
    expect(plain(monday.textContent)).toContain('10:00 AM – 12:00 PM');
    const tuesday = within(week).getByRole('list', { name: 'Tuesday, June 2' });
    expect(within(tuesday).getByText('Busy')).toBeVisible();
    expect(within(tuesday).getByRole('link', { name: 'Portraits' })).toHaveAttribute(
      'href',
      '/jobs/view/j-2',
    );
    expect(plain(tuesday.textContent)).toContain('9:00 – 10:00 PM');
    const thursday = within(week).getByRole('list', { name: 'Thursday, June 4' });
    expect(within(thursday).getByText('Album review')).toBeVisible();
    // What the appointment is about: its job and client.
    expect(within(thursday).getByText('Appointment · Lee family · Ann Lee')).toBeVisible();
    expect(plain(thursday.textContent)).toContain('9:00 – 10:30 AM');
  });

  it('lists leads waiting for a reply with how long, and jobs without a date, with the rest counted', async () => {
    dashboardPage([() => ok(busyWeek())]);
    const leads = await screen.findByRole('region', { name: 'Leads waiting for a reply' });
    expect(within(leads).getByRole('link', { name: 'Ann & Bo' })).toHaveAttribute('href', '/leads/view/l-1');
    expect(within(leads).getByText('waiting 3 days')).toBeVisible();
    expect(within(leads).getByRole('link', { name: '3 more on the leads page' })).toHaveAttribute(
      'href',
      '/leads',
    );
    const jobs = screen.getByRole('region', { name: 'Jobs without a booked date' });
    expect(within(jobs).getByRole('link', { name: 'Corporate headshots' })).toHaveAttribute(
      'href',
      '/jobs/view/j-3',
    );
    // How long it waits, not a date the jobs list would show as "—".
    expect(within(jobs).getByText('added 4 days ago')).toBeVisible();
    expect(jobs).not.toHaveTextContent(/\d{4}|May|Jun/);
  });

  it('shows what is owed and overdue, the longest overdue invoice linking to its page', async () => {
    dashboardPage([() => ok(busyWeek())]);
    const money = await screen.findByRole('region', { name: 'Money owed' });
    expect(plain(within(money).getByTestId('money-overdue').textContent)).toBe('$1,200.00');
    expect(within(money).getByText('Overdue, 1 invoice')).toBeVisible();
    expect(plain(within(money).getByTestId('money-open').textContent)).toBe('$3,600.00');
    expect(within(money).getByText('1 invoice falls due within 14 days.')).toBeVisible();
    const overdue = within(money).getByRole('list', { name: 'Longest overdue' });
    expect(within(overdue).getByRole('link', { name: 'INV-0007' })).toHaveAttribute('href', '/invoices/i-1');
    expect(plain(overdue.textContent)).toContain('Ann Lee · overdue since May 15, 2026');
    expect(within(money).getByRole('link', { name: 'See overdue invoices' })).toHaveAttribute(
      'href',
      '/payments?filter=overdue',
    );
  });

  it("keeps a finished job's unpaid invoice in view when nothing else is next", async () => {
    dashboardPage([() => ok({ ...emptyCompany(), money: owed() })]);
    expect(await screen.findByRole('region', { name: 'Money owed' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Nothing here yet' })).toBeNull();
  });

  it('invites a new studio to add its first client or lead', async () => {
    dashboardPage([() => ok(emptyCompany())]);
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: '+ Client' })).toHaveAttribute('href', '/clients?new=1');
    expect(screen.getByRole('link', { name: '+ Lead' })).toHaveAttribute('href', '/leads?new=1');
  });

  it("offers '+ New' for a client, a lead and a job through their pages' modals", async () => {
    const { user } = dashboardPage([() => ok(busyWeek())]);
    await user.click(await screen.findByRole('button', { name: 'Create new' }));
    expect(await screen.findByRole('menuitem', { name: 'Client' })).toHaveAttribute('href', '/clients?new=1');
    expect(screen.getByRole('menuitem', { name: 'Lead' })).toHaveAttribute('href', '/leads?new=1');
    expect(screen.getByRole('menuitem', { name: 'Job' })).toHaveAttribute('href', '/jobs?new=1');
  });

  it("shows the server's words when it fails, and Try again loads it", async () => {
    const { user } = dashboardPage([
      () => apiError(400, 'BadRequest', null, 'Oops', 'Something broke'),
      () => ok(busyWeek()),
    ]);
    expect(await screen.findByText('Something broke')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'This week' })).toBeVisible();
  });

  it("shows the trial's days left, and Upgrade opens the plans frame at the server's link", async () => {
    const opened: (string | undefined)[] = [];
    setPlansFrameOpener((url) => opened.push(url));
    const bootstrap = bootstrapFixture({
      accessTill: new Date(Date.now() + 5 * DAY - 3_600_000).toISOString(),
    });
    bootstrap.profile.resourcesLinks = { SUBSCRIPTION_PLANS: { url: '/checkout/plans' } };
    const { user } = dashboardPage([() => ok(busyWeek())], bootstrap);
    expect(await screen.findByText('5 days left in your trial')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(opened).toEqual(['/checkout/plans']);
  });

  it("says the paid plan's last day as its invoice's period does, whatever the company's time zone", async () => {
    // The period paid at 03:00 UTC on Dec 2, 2026 ends at 03:00 UTC on Dec 2, 2027: still Dec 1 in
    // Los Angeles, but the invoice's period reads "Dec 2, 2026 – Dec 2, 2027" (billing days are UTC).
    const bootstrap = bootstrapFixture({
      timeZone: 'America/Los_Angeles',
      accessTill: '2027-12-02T03:00:00.000Z',
    });
    bootstrap.subscription.currentPlan = {
      ...bootstrap.subscription.currentPlan!,
      planName: 'Pro',
      subscriptionType: 'PAID',
    };
    dashboardPage([() => ok(busyWeek())], bootstrap);
    expect(await screen.findByText('Paid until December 2, 2027')).toBeVisible();
  });
});
