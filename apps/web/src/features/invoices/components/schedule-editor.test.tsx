import { ApiRoutes } from '@focal/contracts/api-routes';
import type { ScheduleTemplate } from '@focal/contracts/schedule-templates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentEditorMessages } from '../../../shared/documents/messages';
import { ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { invoicesMessages as texts } from '../messages';
import { content, invoiceOf, JOB_ID, mockInvoicesApi } from '../test-invoices';

const LOAD = { timeout: 5000 };
const LIST = ApiRoutes.listScheduleTemplates.path;
const words = documentEditorMessages;

const deposit: ScheduleTemplate = {
  id: '70000000-0000-4000-8000-000000000001',
  name: 'Deposit, balance after booking',
  rule: {
    instalments: [
      { amount: { kind: 'fixed', minor: 50_000 }, due: { kind: 'on-acceptance' }, label: 'Retainer' },
      {
        amount: { kind: 'balance' },
        due: { kind: 'relative', amount: 30, unit: 'days', direction: 'after', anchor: 'booking-date' },
      },
    ],
  },
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

describe("the invoice's schedule editor", () => {
  it("fills the schedule from a company's template picked under Use a template, asked for only then", async () => {
    const api = mockInvoicesApi({
      [`GET ${LIST}`]: () => ok({ rows: [deposit] }),
      [`POST ${ApiRoutes.createInvoice.path}`]: () => ok(invoiceOf(content())),
    });
    const { user } = renderApp(`/leads/${JOB_ID}/invoice/new`);
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }, LOAD), 'Wedding');
    const line = screen.getByRole('group', { name: texts.editor.line(1) });
    await user.type(within(line).getByRole('textbox', { name: /^Name/ }), 'Full day');
    await user.type(within(line).getByLabelText(texts.editor.unitPrice('USD')), '2000');
    await user.click(screen.getByRole('radio', { name: texts.editor.dueModes.schedule }));
    // The built-in presets stay beside the templates.
    const presets = screen.getByRole('group', { name: texts.editor.presets });
    expect(within(presets).getByRole('button', { name: 'Pay in full' })).toBeVisible();
    expect(api.to('GET', LIST)).toHaveLength(0);

    await user.click(within(presets).getByRole('button', { name: words.scheduleTemplates.use }));
    await user.click(await screen.findByRole('menuitem', { name: deposit.name }));
    expect(api.to('GET', LIST)).toHaveLength(1);
    const first = screen.getByRole('region', { name: words.schedule.instalment(1) });
    expect(within(first).getByRole('textbox', { name: words.schedule.amount('USD') })).toHaveValue('500.00');
    // The template's instalment names come with it, and each can be named in place.
    expect(within(first).getByRole('textbox', { name: words.schedule.label })).toHaveValue('Retainer');
    const second = screen.getByRole('region', { name: words.schedule.instalment(2) });
    expect(within(second).getByRole('combobox', { name: words.schedule.anchor })).toHaveValue('booking-date');
    await user.type(within(second).getByRole('textbox', { name: words.schedule.label }), '  Balance ');

    await user.click(screen.getByRole('button', { name: texts.editor.create }));
    await waitFor(() => expect(api.to('POST', ApiRoutes.createInvoice.path)).toHaveLength(1));
    const [retainer, balance] = deposit.rule.instalments;
    expect(api.to('POST', ApiRoutes.createInvoice.path)[0]?.body).toMatchObject({
      content: { dueOn: null, schedule: { instalments: [retainer, { ...balance, label: 'Balance' }] } },
    });
  });
});
