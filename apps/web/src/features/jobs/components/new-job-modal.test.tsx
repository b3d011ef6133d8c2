import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPlansFrameOpener } from '../../../shared/response-extras/plans-frame';
import { apiError, ok } from '../../../test/fetch-mock';
import { clientRow } from '../../../test/studio-fixtures';
import { record } from '../test/fixtures';
import { renderJobs } from '../test/render-jobs';

const CLIENT = {
  id: 'c1c1c1c1-0000-4000-8000-000000000001',
  displayName: 'Anna & Ben',
  email: 'anna@example.com',
};
const clientRows = () =>
  ok({
    rows: [clientRow(CLIENT.id, CLIENT.displayName, { kind: 'couple', email: CLIENT.email })],
    nextCursor: null,
  });

afterEach(() => setPlansFrameOpener(null));

async function fillClientAndType(user: ReturnType<typeof renderJobs>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Clients' }), 'Ann');
  await user.click(await screen.findByRole('option', { name: /Anna & Ben/ }));
  await user.click(within(dialog).getByPlaceholderText('Choose a type'));
  await user.click(await screen.findByRole('option', { name: 'Wedding' }));
}

describe('+ New lead / + New job', () => {
  it('starts with the client it was opened for (a client profile\'s "Add lead")', async () => {
    const { user, api, router } = renderJobs(`/leads?new=1&client=${CLIENT.id}`, {
      'GET /api/user/jobs': () => ok({ items: [], nextCursor: null }),
      [`GET /api/user/clients/${CLIENT.id}`]: () =>
        ok({ ...clientRow(CLIENT.id, CLIENT.displayName), contacts: [] }),
      'POST /api/user/jobs': () => ok(record()),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New lead' });
    expect(await within(dialog).findByText(CLIENT.displayName)).toBeVisible();
    await user.click(within(dialog).getByPlaceholderText('Choose a type'));
    await user.click(await screen.findByRole('option', { name: 'Wedding' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.to('POST', '/api/user/jobs')).toHaveLength(1));
    expect(api.to('POST', '/api/user/jobs')[0]!.body).toMatchObject({
      clientIds: [CLIENT.id],
      name: 'Anna & Ben: Wedding',
    });
    // Closed: the address forgets the client along with the dialog.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('prefills the name from the client and type and sends the record with its sessions in one request', async () => {
    const { user, api, router } = renderJobs('/leads?new=1', {
      'GET /api/user/jobs': () => ok({ items: [], nextCursor: null }),
      'GET /api/user/clients': clientRows,
      'POST /api/user/jobs': () => ok(record()),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New lead' });
    await fillClientAndType(user, dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Anna & Ben: Wedding');
    await user.click(within(dialog).getByLabelText('Value'));
    await user.paste('1500');
    await user.click(within(dialog).getByRole('button', { name: '+ Add session' }));
    await user.click(within(dialog).getByLabelText('Session 1: Session name'));
    await user.paste('Engagement shoot');
    await user.click(within(dialog).getByLabelText('Session 1: Date'));
    await user.paste('2027-03-10');
    await user.click(within(dialog).getByRole('button', { name: '+ Add session' }));
    await user.click(within(dialog).getByLabelText('Session 2: Session name'));
    await user.paste('Wedding day');
    await user.click(within(dialog).getByLabelText('Session 2: Date'));
    await user.paste('2027-06-12');
    await user.click(within(dialog).getByLabelText('Session 2: All day'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(api.to('POST', '/api/user/jobs')).toHaveLength(1));
    expect(api.to('POST', '/api/user/jobs')[0]!.body).toEqual({
      stage: 'lead',
      clientIds: [CLIENT.id],
      jobTypeId: 'jt-wed',
      name: 'Anna & Ben: Wedding',
      mainDate: null,
      valueCents: 150000,
      notes: '',
      sessions: [
        // 10:00 in London in March is 10:00 UTC; an all-day session is the company's whole day (BST).
        {
          name: 'Engagement shoot',
          startsAt: '2027-03-10T10:00:00.000Z',
          endsAt: '2027-03-10T11:00:00.000Z',
          allDay: false,
          location: null,
          address: {},
        },
        {
          name: 'Wedding day',
          startsAt: '2027-06-11T23:00:00.000Z',
          endsAt: '2027-06-12T23:00:00.000Z',
          allDay: true,
          location: null,
          address: {},
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New lead' })).toBeNull());
    expect(router.state.location.search).toBe('');
    // A long form filled in a browser emulation: slow on a busy machine.
  }, 45_000);

  it('asks for a client before sending anything', async () => {
    const { user, api } = renderJobs('/jobs?new=1', {
      'GET /api/user/jobs': () => ok({ items: [], nextCursor: null }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New job' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Studio portraits');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose at least one client')).toBeVisible();
    expect(api.to('POST', '/api/user/jobs')).toHaveLength(0);
  });

  it('at the active-jobs limit the AccessLimitation answer opens the upgrade frame', async () => {
    const opened = vi.fn();
    const upgrade = '/subscription/plans?planTier=PRO';
    const { user } = renderJobs('/jobs?new=1', {
      'GET /api/user/jobs': () => ok({ items: [], nextCursor: null }),
      'GET /api/user/clients': clientRows,
      'POST /api/user/jobs': () =>
        apiError(403, 'AccessLimitation', {
          feature: { type: 'ACTIVE_JOBS', maxNumber: 5 },
          upgradePlan: { planTier: 'PRO' },
          currentPlan: { planTier: 'STARTER', planTierName: 'Starter' },
          actions: { UPGRADE: { url: upgrade } },
          resourcesLinks: { UPGRADE_PLAN: { url: upgrade } },
        }),
    });
    setPlansFrameOpener(opened);
    const dialog = await screen.findByRole('dialog', { name: 'New job' });
    await fillClientAndType(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith(upgrade));
  });
});
