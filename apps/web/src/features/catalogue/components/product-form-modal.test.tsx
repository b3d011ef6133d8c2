import { ApiRoutes } from '@focal/contracts/api-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { catalogueMessages as texts } from '../messages';
import { CITY, companyAnswer, itemPath, product, VAT } from '../test-catalogue';
import { ProductFormModal } from './product-form-modal';

const COMPANY = `GET ${itemPath(ApiRoutes.getCompany.path, 'company-1')}`;
const open = (item = product('Prints'), currency = 'USD') => {
  const api = mockApi({
    [COMPANY]: () => companyAnswer(currency),
    [`POST ${ApiRoutes.createProduct.path}`]: ({ body }) => ok({ ...item, ...(body as object) }),
    [`PUT ${itemPath(ApiRoutes.updateProduct.path, item.id)}`]: () =>
      apiError(
        409,
        'StaleVersion',
        null,
        'This item was changed',
        'Someone changed this item after you opened it. Reload it to see the changes, then save again.',
      ),
  });
  return { api, item };
};

describe('the product form', () => {
  it('checks the name and the price before sending; reads the price as minor units; taxes in the order chosen', async () => {
    const { api } = open();
    const { user } = renderPage(<ProductFormModal product={undefined} onClose={() => {}} />, {
      bootstrap: bootstrapFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: texts.form.newProduct });
    const price = await within(dialog).findByLabelText(/Unit price \(USD\)/);
    await user.type(price, '19.999');
    await user.click(within(dialog).getByRole('button', { name: texts.form.create }));
    expect(await within(dialog).findByText(texts.form.priceInvalid('19.99', 2))).toBeVisible();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST', ApiRoutes.createProduct.path)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), '  Album  ');
    await user.clear(price);
    // A comma is a decimal point too; 0.1 + 0.2 never meets a float on the way.
    await user.type(price, '1234,56');
    await user.click(within(dialog).getByRole('combobox', { name: texts.form.taxes }));
    await user.click(await screen.findByRole('option', { name: 'City tax (0.8875%)' }));
    await user.click(await screen.findByRole('option', { name: 'VAT (20%)' }));
    await user.click(within(dialog).getByRole('button', { name: texts.form.create }));
    await waitFor(() =>
      expect(api.to('POST', ApiRoutes.createProduct.path)[0]?.body).toEqual({
        name: 'Album',
        description: '',
        unitPriceMinor: 123456,
        taxRateIds: [CITY.id, VAT.id],
      }),
    );
  });

  it('reads a price in the currency’s own digits (JPY has none)', async () => {
    const { api } = open(product('Prints'), 'JPY');
    const { user } = renderPage(<ProductFormModal product={undefined} onClose={() => {}} />, {
      bootstrap: bootstrapFixture(),
    });
    const price = await screen.findByLabelText(/Unit price \(JPY\)/);
    await user.type(screen.getByLabelText(/^Name/), 'Print');
    await user.type(price, '12.5');
    await user.click(screen.getByRole('button', { name: texts.form.create }));
    expect(await screen.findByText(texts.form.priceInvalid('1999', 0))).toBeVisible();
    await user.clear(price);
    await user.type(price, '1500');
    await user.click(screen.getByRole('button', { name: texts.form.create }));
    await waitFor(() =>
      expect(api.to('POST', ApiRoutes.createProduct.path)[0]?.body).toMatchObject({ unitPriceMinor: 1500 }),
    );
  });

  it('an edit sends only what changed with the version it loaded; a stale save says so', async () => {
    const { api, item } = open(product('Prints', { unitPriceMinor: 1999, taxRateIds: [VAT.id] }));
    const { user } = renderPage(<ProductFormModal product={item} onClose={() => {}} />, {
      bootstrap: bootstrapFixture(),
    });
    const price = await screen.findByLabelText(/Unit price/);
    expect(price).toHaveValue('19.99');
    await user.clear(price);
    await user.type(price, '25');
    await user.click(screen.getByRole('button', { name: texts.form.save }));
    await waitFor(() =>
      expect(api.to('PUT', itemPath(ApiRoutes.updateProduct.path, item.id))[0]?.body).toEqual({
        unitPriceMinor: 2500,
        updatedAt: item.updatedAt,
      }),
    );
    expect(
      await screen.findByText(
        'Someone changed this item after you opened it. Reload it to see the changes, then save again.',
      ),
    ).toBeVisible();
  });

  it('a name already used shows under the name', async () => {
    const message = 'A product named "Prints" already exists. Choose another name.';
    mockApi({
      [COMPANY]: () => companyAnswer(),
      [`POST ${ApiRoutes.createProduct.path}`]: () =>
        apiError(409, 'AlreadyExists', { fields: { name: message } }, 'Name already used', message),
    });
    const { user } = renderPage(<ProductFormModal product={undefined} onClose={() => {}} />, {
      bootstrap: bootstrapFixture(),
    });
    await user.type(await screen.findByLabelText(/^Name/), 'Prints');
    await user.type(screen.getByLabelText(/Unit price/), '5');
    await user.click(screen.getByRole('button', { name: texts.form.create }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(message);
  });
});
