import { ApiRoutes } from '@focal/contracts/api-routes';
import type { QuoteTemplateSummary } from '@focal/contracts/quotes/templates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { quotesMessages } from '../messages';
import { mockQuotesApi, path, pickContent, TEMPLATE_ID, templateOf } from '../test-quotes';

const texts = quotesMessages.templates;
const LOAD = { timeout: 5000 };
const LIST = ApiRoutes.listQuoteTemplates.path;
const summary = (name: string, extra: Partial<QuoteTemplateSummary> = {}): QuoteTemplateSummary => ({
  id: TEMPLATE_ID,
  name,
  kind: 'fixed',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});
const OTHER_ID = '50000000-0000-4000-8000-000000000002';

describe('/settings/templates', () => {
  it('lists the templates with their kind and last change; deletes one after the confirmation', async () => {
    let rows = [
      summary('Portraits'),
      summary('Weddings', { id: OTHER_ID, kind: 'pick-and-choose', updatedAt: '2026-04-02T10:00:00.000Z' }),
    ];
    const api = mockQuotesApi({
      [`GET ${LIST}`]: () => ok({ rows }),
      [`DELETE ${path(ApiRoutes.deleteQuoteTemplate, OTHER_ID)}`]: () => {
        rows = rows.filter((r) => r.id !== OTHER_ID);
        return ok({});
      },
    });
    const { user } = renderApp('/settings/templates');
    expect(await screen.findByRole('heading', { level: 1, name: texts.title }, LOAD)).toBeVisible();
    const weddings = (await screen.findByRole('link', { name: 'Weddings' })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Weddings' })).toHaveAttribute(
      'href',
      `/settings/templates/quote/${OTHER_ID}`,
    );
    expect(within(weddings).getByText(texts.kinds['pick-and-choose'])).toBeVisible();
    expect(within(weddings).getByText('Apr 2, 2026')).toBeVisible();
    const portraits = screen.getByRole('link', { name: 'Portraits' }).closest('tr')!;
    expect(within(portraits).getByText(texts.kinds.fixed)).toBeVisible();

    await user.click(screen.getByRole('button', { name: texts.rowActions('Weddings') }));
    await user.click(await screen.findByRole('menuitem', { name: texts.delete }));
    const dialog = await screen.findByRole('dialog', { name: texts.deleteTitle });
    expect(within(dialog).getByText(texts.deleteText('Weddings'))).toBeVisible();
    // Nothing is deleted before the confirmation.
    expect(api.to('DELETE', path(ApiRoutes.deleteQuoteTemplate, OTHER_ID))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: texts.delete }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Weddings' })).toBeNull());
    expect(api.to('DELETE', path(ApiRoutes.deleteQuoteTemplate, OTHER_ID))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Portraits' })).toBeVisible();
  });

  it('says why when the list fails, then offers the first template of either kind when there is none', async () => {
    let fail = true;
    mockQuotesApi({
      [`GET ${LIST}`]: () =>
        fail ? apiError(500, 'Internal', null, 'Something went wrong', 'Server down.') : ok({ rows: [] }),
    });
    const { user, router } = renderApp('/settings/templates');
    expect(await screen.findByText(texts.failed, undefined, LOAD)).toBeVisible();
    expect(screen.getByText('Server down.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByText(texts.emptyTitle)).toBeVisible();

    await user.click(screen.getAllByRole('button', { name: texts.add })[1]!);
    await user.click(await screen.findByRole('menuitem', { name: texts.addKinds['pick-and-choose'] }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/settings/templates/quote/pick-and-choose/new'),
    );
  });

  it('duplicates a template under a new name', async () => {
    const weddings = templateOf('Weddings', pickContent());
    const api = mockQuotesApi({
      [`GET ${LIST}`]: () => ok({ rows: [summary('Weddings', { kind: 'pick-and-choose' })] }),
      [`GET ${path(ApiRoutes.getQuoteTemplate, TEMPLATE_ID)}`]: () => ok(weddings),
      [`POST ${ApiRoutes.createQuoteTemplate.path}`]: () =>
        ok({ ...weddings, id: OTHER_ID, name: 'Weddings (copy)' }),
    });
    const { user } = renderApp('/settings/templates');
    await user.click(await screen.findByRole('button', { name: texts.rowActions('Weddings') }, LOAD));
    await user.click(await screen.findByRole('menuitem', { name: texts.duplicate }));
    expect(await screen.findByText(texts.duplicated('Weddings (copy)'))).toBeVisible();
    expect(api.to('POST', ApiRoutes.createQuoteTemplate.path)[0]?.body).toEqual({
      name: 'Weddings (copy)',
      content: pickContent(),
    });
  });
});
