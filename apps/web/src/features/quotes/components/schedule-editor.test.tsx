import { ApiRoutes } from '@focal/contracts/api-routes';
import type { ScheduleTemplate } from '@focal/contracts/schedule-templates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentEditorMessages } from '../../../shared/documents/messages';
import { ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { quotesMessages as texts } from '../messages';
import { JOB_ID, mockQuotesApi, pickContent, QUOTE_ID, quoteOf } from '../test-quotes';

const LOAD = { timeout: 5000 };
const LIST = ApiRoutes.listScheduleTemplates.path;
const words = documentEditorMessages;

const thirds: ScheduleTemplate = {
  id: '70000000-0000-4000-8000-000000000002',
  name: 'Thirds',
  rule: {
    instalments: [
      { amount: { kind: 'percent', basisPoints: 3333 }, due: { kind: 'on-acceptance' } },
      {
        amount: { kind: 'percent', basisPoints: 3333 },
        due: { kind: 'relative', amount: 2, unit: 'months', direction: 'before', anchor: 'main-date' },
      },
      { amount: { kind: 'balance' }, due: { kind: 'fixed-date', date: '2027-06-01' } },
    ],
  },
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

describe("the quote's schedule editor", () => {
  it('fills a schedule, its name included, from a template picked under Use a template', async () => {
    const api = mockQuotesApi({
      [`GET ${LIST}`]: () => ok({ rows: [thirds] }),
      [`POST ${ApiRoutes.createQuote.path}`]: () => ok(quoteOf(pickContent())),
      [`GET ${ApiRoutes.getQuote.path.replace(':id', QUOTE_ID)}`]: () => ok(quoteOf(pickContent())),
    });
    const { user } = renderApp(`/leads/${JOB_ID}/quote/fixed/new`);
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }, LOAD), 'Wedding');
    const line = screen.getByRole('group', { name: texts.editor.line(1) });
    await user.type(within(line).getByRole('textbox', { name: /^Name/ }), 'Full day');
    await user.type(within(line).getByLabelText(texts.editor.unitPrice('USD')), '3000');
    await user.click(screen.getByRole('button', { name: 'Pay in full' }));
    const schedule = screen.getByRole('group', { name: 'Pay in full' });

    await user.click(within(schedule).getByRole('button', { name: words.scheduleTemplates.use }));
    await user.click(await screen.findByRole('menuitem', { name: 'Thirds' }));
    const filled = screen.getByRole('group', { name: 'Thirds' });
    expect(within(filled).getByRole('textbox', { name: texts.editor.scheduleName })).toHaveValue('Thirds');
    expect(within(filled).getAllByRole('region')).toHaveLength(3);
    expect(within(filled).getByDisplayValue('2027-06-01')).toBeVisible();

    await user.click(screen.getByRole('button', { name: texts.editor.create }));
    await waitFor(() => expect(api.to('POST', ApiRoutes.createQuote.path)).toHaveLength(1));
    expect(api.to('POST', ApiRoutes.createQuote.path)[0]?.body).toMatchObject({
      content: { schedules: [{ name: 'Thirds', rule: thirds.rule }] },
    });
  });
});
