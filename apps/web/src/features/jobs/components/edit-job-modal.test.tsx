import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fetch-mock';
import { profile, record } from '../test/fixtures';
import { renderJobs } from '../test/render-jobs';

const ID = 'b1b1b1b1-0000-4000-8000-000000000001';
const JOB = `/api/user/jobs/${ID}`;

describe('editing a lead or job', () => {
  it('shows the value in the currency’s units and sends only what changed, in minor units, with the version loaded', async () => {
    const lead = record({ valueCents: 250000 });
    const { user, api } = renderJobs(`/leads/view/${ID}`, {
      [`GET ${JOB}`]: () => ok(profile(lead)),
      [`GET ${JOB}/sessions`]: () => ok({ sessions: [] }),
      [`PUT ${JOB}`]: () => ok({ ...lead, valueCents: 260050 }),
    });
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit lead' });
    const value = within(dialog).getByLabelText('Value');
    expect(value).toHaveValue('2500.00');
    await user.clear(value);
    await user.type(value, '2600.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(api.to('PUT', JOB)[0]!.body).toEqual({ updatedAt: lead.updatedAt, valueCents: 260050 });
  });
});
