import { ApiRoutes } from '@focal/contracts/api-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { catalogueMessages as texts } from '../messages';
import { CITY, itemPath, mockCatalogueApi, page, product, queryOf, VAT } from '../test-catalogue';

const LIST = ApiRoutes.listProducts.path;

describe('/settings/products', () => {
  it('lists by name with prices and taxes; searches after a pause; shows archived ones; loads more', async () => {
    const prints = product('Prints', {
      unitPriceMinor: 1999,
      taxRateIds: [VAT.id, CITY.id],
      packageCount: 2,
      imageUrl: `/files/catalogue/${'b'.repeat(64)}.webp`,
    });
    const album = product('Album', { unitPriceMinor: 45_000 });
    const old = product('Old album', { archivedAt: '2026-03-02T00:00:00.000Z' });
    const api = mockCatalogueApi({
      [`GET ${LIST}`]: ({ url }) => {
        const { q, archived, cursor } = queryOf(url);
        if (archived === 'only') return page([old]);
        if (q === 'print') return page([prints]);
        return cursor ? page([prints]) : page([album], 'page-2');
      },
    });
    const { user, router } = renderApp('/settings/products');
    expect(await screen.findByRole('heading', { level: 1, name: texts.products.title })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Album' })).toBeVisible();
    expect(screen.getByText('$450.00')).toBeVisible();

    await user.click(screen.getByRole('button', { name: texts.loadMore }));
    expect(await screen.findByRole('button', { name: 'Prints' })).toBeVisible();
    const row = screen.getByRole('button', { name: 'Prints' }).closest('tr')!;
    expect(within(row).getByText('$19.99')).toBeVisible();
    expect(within(row).getByText('VAT, City tax')).toBeVisible();
    expect(within(row).getByText('2 packages')).toBeVisible();
    // Its picture, small, fetched when near the screen, its box sized before it arrives.
    const thumb = within(row).getByRole('img', { name: 'Prints' });
    expect(thumb).toHaveAttribute('src', prints.imageUrl);
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect([thumb.getAttribute('width'), thumb.getAttribute('height')]).toEqual(['40', '40']);
    const albumRow = screen.getByRole('button', { name: 'Album' }).closest('tr')!;
    expect(within(albumRow).queryByRole('img')).toBeNull();
    expect(queryOf(api.to('GET', LIST).at(-1)!.url)).toMatchObject({ cursor: 'page-2', archived: 'exclude' });

    await user.type(screen.getByRole('searchbox', { name: texts.products.search }), 'print');
    await waitFor(() => expect(router.state.location.search).toBe('?q=print'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Album' })).toBeNull());
    // Only the pause in typing asks the server, not each key.
    expect(api.to('GET', LIST).map((r) => queryOf(r.url)['q'])).not.toContain('pri');

    await user.clear(screen.getByRole('searchbox', { name: texts.products.search }));
    await user.click(screen.getByRole('radio', { name: texts.archivedFilter.only }));
    const archived = await screen.findByRole('button', { name: 'Old album' });
    expect(within(archived.closest('tr')!).getByText(texts.archived)).toBeVisible();
  });

  it('offers the first product when there is none, and says why when the list fails', async () => {
    let fail = true;
    mockCatalogueApi({
      [`GET ${LIST}`]: () =>
        fail ? apiError(500, 'Internal', null, 'Something went wrong', 'Server down.') : page([]),
    });
    const { user } = renderApp('/settings/products');
    expect(await screen.findByText(texts.failed('product'))).toBeVisible();
    expect(screen.getByText('Server down.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByText(texts.products.emptyTitle)).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: texts.products.add })[1]!);
    expect(await screen.findByRole('dialog', { name: texts.form.newProduct })).toBeVisible();
  });

  it('archives from the row menu; a delete refused as in use shows why and archives instead', async () => {
    const prints = product('Prints', { packageCount: 1 });
    const message =
      'This product is in 1 package, so it cannot be deleted. Archive it instead: it leaves the list and stays in its packages.';
    const api = mockCatalogueApi({
      [`GET ${LIST}`]: () => page([prints]),
      [`DELETE ${itemPath(ApiRoutes.deleteProduct.path, prints.id)}`]: () =>
        apiError(409, 'Conflict', null, 'This product is in use', message),
      [`POST ${itemPath(ApiRoutes.archiveProduct.path, prints.id)}`]: () =>
        ok({ ...prints, archivedAt: '2026-03-03T00:00:00.000Z' }),
    });
    const { user } = renderApp('/settings/products');
    const menu = await screen.findByRole('button', { name: texts.rowActions('Prints') });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: texts.delete }));
    const dialog = await screen.findByRole('dialog', { name: texts.deleteTitle('product') });
    await user.click(within(dialog).getByRole('button', { name: texts.delete }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: texts.delete })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: texts.archiveInstead }));
    await waitFor(() =>
      expect(api.to('POST', itemPath(ApiRoutes.archiveProduct.path, prints.id))).toHaveLength(1),
    );
    expect(await screen.findByText(texts.archivedToast('Prints'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The focus is back on the row's menu.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: texts.rowActions('Prints') })).toHaveFocus(),
    );
  });
});
