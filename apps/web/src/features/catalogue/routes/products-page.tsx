import type { Product } from '@focal/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { catalogueSettingsQuery } from '../api/company-catalogue-settings';
import { CatalogueListPage } from '../components/catalogue-list-page';
import { productColumns } from '../components/product-columns';
import { catalogueMessages as texts } from '../messages';

// The form (the tax picker, the checks) loads when opened, warmed on hover or focus of "Add product".
const loadForm = () => import('../components/product-form-modal');
const ProductFormModal = lazy(() => loadForm().then((m) => ({ default: m.ProductFormModal })));

/** Settings → Products (issue 32): the company's products, searched and paged by name. */
export function ProductsPage() {
  // The tax rates name the taxes column; the form reads the same answer.
  const rates = useQuery(catalogueSettingsQuery(useBootstrap().authorizedCompany.id)).data?.taxRates;
  return (
    <CatalogueListPage<Product>
      kind="product"
      words={texts.products}
      columns={(act) => productColumns(act, rates)}
      minWidth={640}
      warmForm={() => void loadForm()}
      form={(product, onClose) => (
        <Suspense fallback={null}>
          <ProductFormModal product={product} onClose={onClose} />
        </Suspense>
      )}
    />
  );
}
