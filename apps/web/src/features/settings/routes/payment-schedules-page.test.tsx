import { ApiRoutes } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { ScheduleTemplate } from '@focal/contracts/schedule-templates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentEditorMessages } from '../../../shared/documents/messages';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { settingsMessages } from '../messages';

const texts = settingsMessages.paymentSchedules;
const words = documentEditorMessages.schedule;
const LOAD = { timeout: 5000 };
const LIST = ApiRoutes.listScheduleTemplates.path;
const ID = '70000000-0000-4000-8000-000000000001';
const one = (id: string) => ApiRoutes.updateScheduleTemplate.path.replace(':id', id);

const wedding: ScheduleTemplate = {
  id: ID,
  name: 'Wedding',
  rule: {
    instalments: [
      { amount: { kind: 'percent', basisPoints: 5000 }, due: { kind: 'on-acceptance' } },
      {
        amount: { kind: 'balance' },
        due: { kind: 'relative', amount: 14, unit: 'days', direction: 'before', anchor: 'main-date' },
      },
    ],
  },
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

/** A signed-in frame whose company is in USD; the templates' endpoints answer as each test says. */
function open(routes: Parameters<typeof mockApi>[0]) {
  signIn();
  const api = mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    [`GET ${ApiRoutes.getCompany.path.replace(':id', 'company-1')}`]: () =>
      ok({ id: 'company-1', currency: 'USD' }),
    ...routes,
  });
  return { api, ...renderApp('/settings/payment-schedules') };
}

describe('Settings → Payment schedules', () => {
  it('offers the first template from the empty state, and sends the instalments as typed', async () => {
    let saved: ScheduleTemplate[] = [];
    const { api, user } = open({
      [`GET ${LIST}`]: () => ok({ rows: saved }),
      [`POST ${LIST}`]: (request) => {
        const body = request.body as Pick<ScheduleTemplate, 'name' | 'rule'>;
        saved = [{ ...wedding, ...body, id: ID }];
        return ok(saved[0]);
      },
    });
    const empty = await screen.findByText(texts.emptyTitle, {}, LOAD);
    expect(empty).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: texts.add })[1]!);

    const dialog = await screen.findByRole('dialog', { name: texts.newTitle });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Thirds');
    // A new template is one payment of the balance; an added instalment goes before it.
    await user.click(within(dialog).getByRole('button', { name: words.addInstalment }));
    const first = within(dialog).getByRole('region', { name: words.instalment(1) });
    await user.type(within(first).getByRole('textbox', { name: words.percent }), '33.33');
    const second = within(dialog).getByRole('region', { name: words.instalment(2) });
    await user.selectOptions(within(second).getByRole('combobox', { name: words.dueKind }), 'relative');
    await user.clear(within(second).getByRole('textbox', { name: words.offset }));
    await user.type(within(second).getByRole('textbox', { name: words.offset }), '2');
    await user.selectOptions(within(second).getByRole('combobox', { name: words.unit }), 'weeks');
    await user.click(within(dialog).getByRole('button', { name: texts.create }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST', LIST)[0]?.body).toEqual({
      name: 'Thirds',
      rule: {
        instalments: [
          { amount: { kind: 'percent', basisPoints: 3333 }, due: { kind: 'on-acceptance' } },
          {
            amount: { kind: 'balance' },
            due: { kind: 'relative', amount: 2, unit: 'weeks', direction: 'before', anchor: 'main-date' },
          },
        ],
      },
    });
    const list = await screen.findByRole('list', { name: texts.list });
    expect(within(list).getByText('Thirds')).toBeVisible();
    expect(
      within(list).getByText('33.33% on acceptance · the balance 2 weeks before the main date'),
    ).toBeVisible();
  });

  it("edits on the version loaded, shows the server's refusal on its field, and deletes after asking", async () => {
    let rows = [wedding];
    const { api, user } = open({
      [`GET ${LIST}`]: () => ok({ rows }),
      [`PUT ${one(ID)}`]: () =>
        apiError(409, 'AlreadyExists', {
          fields: { name: 'A payment schedule template named "Deposit" already exists.' },
        }),
      [`DELETE ${one(ID)}`]: () => ((rows = []), ok(null)),
    });
    const list = await screen.findByRole('list', { name: texts.list }, LOAD);
    expect(
      within(list).getByText('50% on acceptance · the balance 14 days before the main date'),
    ).toBeVisible();

    await user.click(within(list).getByRole('button', { name: texts.edit('Wedding') }));
    const dialog = await screen.findByRole('dialog', { name: texts.editTitle });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(within(dialog).getByRole('textbox', { name: words.percent })).toHaveValue('50');
    await user.clear(name);
    await user.type(name, 'Deposit');
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining('A payment schedule template named "Deposit" already exists.'),
      ),
    );
    expect(api.to('PUT', one(ID))[0]?.body).toMatchObject({ name: 'Deposit', updatedAt: wedding.updatedAt });
    await user.click(within(dialog).getByRole('button', { name: texts.cancel }));

    await user.click(within(list).getByRole('button', { name: texts.delete('Wedding') }));
    const confirm = await screen.findByRole('dialog', { name: texts.deleteTitle });
    expect(api.to('DELETE', one(ID))).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: texts.deleteConfirm }));
    expect(await screen.findByText(texts.emptyTitle)).toBeVisible();
    expect(api.to('DELETE', one(ID))).toHaveLength(1);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = open({
      [`GET ${LIST}`]: () =>
        fail
          ? apiError(500, 'Internal', null, 'Something went wrong', 'Server down.')
          : ok({ rows: [wedding] }),
    });
    expect(await screen.findByText(texts.failed, {}, LOAD)).toBeVisible();
    expect(screen.getByText('Server down.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByText('Wedding')).toBeVisible();
  });
});
