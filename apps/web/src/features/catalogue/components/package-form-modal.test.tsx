import { ApiRoutes } from '@focal/contracts/api-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { catalogueMessages as texts } from '../messages';
import { bundle, companyAnswer, itemPath, page, product, queryOf } from '../test-catalogue';
import { PackageFormModal } from './package-form-modal';

const COMPANY = `GET ${itemPath(ApiRoutes.getCompany.path, 'company-1')}`;
const LIST = ApiRoutes.listProducts.path;
const album = product('Album', { unitPriceMinor: 45_000 });
const prints = product('Prints', { unitPriceMinor: 1999 });
const items = texts.items;

describe('the package form', () => {
  it('adds searched products with quantities, reorders and removes them, and shows what the bundle saves', async () => {
    const api = mockApi({
      [COMPANY]: () => companyAnswer(),
      [`GET ${LIST}`]: ({ url }) => {
        const { q } = queryOf(url);
        return page([album, prints].filter((p) => !q || p.name.toLowerCase().includes(q)));
      },
      [`POST ${ApiRoutes.createPackage.path}`]: ({ body }) => ok(bundle('Wedding', body as object)),
    });
    const { user } = renderPage(<PackageFormModal item={undefined} onClose={() => {}} />, {
      bootstrap: bootstrapFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: texts.form.newPackage });
    await user.type(await within(dialog).findByLabelText(/^Name/), 'Wedding');
    await user.type(within(dialog).getByLabelText(/^Price/), '800');
    expect(within(dialog).getByText(items.none)).toBeVisible();

    const picker = within(dialog).getByRole('combobox', { name: items.product });

    await user.type(picker, 'alb');
    // The server searches, after a pause in typing, among current products only.
    await waitFor(() =>
      expect(api.to('GET', LIST).map((r) => queryOf(r.url))).toContainEqual(
        expect.objectContaining({ q: 'alb', archived: 'exclude' }),
      ),
    );

    await user.click(await screen.findByRole('option', { name: /^Album/ }));
    const quantity = within(dialog).getByRole('textbox', { name: items.quantity });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(dialog).getByRole('button', { name: items.add }));
    expect(within(dialog).getByRole('textbox', { name: items.quantityOf('Album') })).toHaveValue('2');
    // Prints at 1.5: 19.99 × 1.5 = 29.985, rounded once to 29.99 by the money module.
    await user.click(within(dialog).getByRole('combobox', { name: items.product }));
    const option = await screen.findByRole('option', { name: /^Prints/ });
    // Album is in the package already: it is not offered again.
    expect(screen.queryByRole('option', { name: /^Album/ })).toBeNull();
    await user.click(option);
    await user.clear(quantity);
    await user.type(quantity, '1.5{Enter}');
    expect(within(dialog).getByText('$929.99')).toBeVisible();
    expect(within(dialog).getByText(items.saves('$129.99'))).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: items.moveUp('Prints') }));
    await user.click(within(dialog).getByRole('button', { name: texts.form.create }));
    await waitFor(() =>
      expect(api.to('POST', ApiRoutes.createPackage.path)[0]?.body).toEqual({
        name: 'Wedding',
        description: '',
        priceMinor: 80_000,
        items: [
          { productId: prints.id, quantityThousandths: 1500 },
          { productId: album.id, quantityThousandths: 2000 },
        ],
      }),
    );
  });

  it('an edit checks each quantity, and sends the items only when they changed', async () => {
    const item = bundle('Portrait', {
      priceMinor: 20_000,
      items: [
        {
          productId: album.id,
          productName: 'Album',
          unitPriceMinor: 45_000,
          quantityThousandths: 1000,
          productArchived: true,
        },
        {
          productId: prints.id,
          productName: 'Prints',
          unitPriceMinor: 1999,
          quantityThousandths: 3000,
          productArchived: false,
        },
      ],
    });
    const api = mockApi({
      [COMPANY]: () => companyAnswer(),
      [`PUT ${itemPath(ApiRoutes.updatePackage.path, item.id)}`]: () => ok(item),
    });
    const { user } = renderPage(<PackageFormModal item={item} onClose={() => {}} />, {
      bootstrap: bootstrapFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: texts.form.editPackage });
    expect(await within(dialog).findByText(items.archivedProduct)).toBeVisible();
    expect(within(dialog).getByText(items.saves('$309.97'))).toBeVisible();
    const printsQuantity = within(dialog).getByRole('textbox', { name: items.quantityOf('Prints') });
    await user.clear(printsQuantity);
    await user.type(printsQuantity, '0');
    await user.click(within(dialog).getByRole('button', { name: texts.form.save }));
    expect(await within(dialog).findByText(items.quantityInvalid)).toBeVisible();
    expect(api.to('PUT', itemPath(ApiRoutes.updatePackage.path, item.id))).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: items.remove('Prints') }));
    await user.click(within(dialog).getByRole('button', { name: texts.form.save }));
    await waitFor(() =>
      expect(api.to('PUT', itemPath(ApiRoutes.updatePackage.path, item.id))[0]?.body).toEqual({
        items: [{ productId: album.id, quantityThousandths: 1000 }],
        updatedAt: item.updatedAt,
      }),
    );
  });
});
