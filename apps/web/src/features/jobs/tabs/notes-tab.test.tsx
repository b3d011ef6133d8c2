import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fetch-mock';
import { profile, record } from '../test/fixtures';
import { renderJobs } from '../test/render-jobs';

const ID = 'b1b1b1b1-0000-4000-8000-000000000001';
const JOB = `/api/user/jobs/${ID}`;

describe('the notes tab', () => {
  it('keeps what the user typed when the record reloads (a stage moved from the header), then saves it', async () => {
    let lead = record({ notes: 'Loves film' });
    const { user, api } = renderJobs(`/leads/view/${ID}?tab=notes`, {
      [`GET ${JOB}`]: () => ok(profile(lead)),
      [`POST ${JOB}/stage`]: () => {
        const leadStage = { id: 'st-contacted', name: 'Contacted', kind: 'open' as const };
        lead = { ...lead, leadStage, updatedAt: '2026-11-02T09:00:00.000Z' };
        return ok(lead);
      },
      [`PUT ${JOB}/notes`]: (request) => {
        lead = { ...lead, ...(request.body as { notes: string }), updatedAt: '2026-11-02T09:05:00.000Z' };
        return ok(lead);
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Notes' }), ' and the beach');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');

    await user.click(screen.getByRole('button', { name: 'Move stage' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Contacted' }));
    expect(await screen.findByText('Moved to Contacted.')).toBeVisible();
    await waitFor(() => expect(api.to('GET', JOB).length).toBeGreaterThan(1));
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Loves film and the beach');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');

    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(api.to('PUT', `${JOB}/notes`)[0]!.body).toEqual({ notes: 'Loves film and the beach' });
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Loves film and the beach');
  });
});
