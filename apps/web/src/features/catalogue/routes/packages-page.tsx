import type { Package } from '@focal/contracts/catalogue';
import { lazy, Suspense } from 'react';
import { CatalogueListPage } from '../components/catalogue-list-page';
import { packageColumns } from '../components/package-columns';
import { catalogueMessages as texts } from '../messages';

// The form and its product picker load when opened, warmed on hover or focus of "Add package".
const loadForm = () => import('../components/package-form-modal');
const PackageFormModal = lazy(() => loadForm().then((m) => ({ default: m.PackageFormModal })));

/** Settings → Packages (issue 32): bundles of the company's products at a price of their own. */
export function PackagesPage() {
  return (
    <CatalogueListPage<Package>
      kind="package"
      words={texts.packages}
      columns={packageColumns}
      minWidth={640}
      warmForm={() => void loadForm()}
      form={(item, onClose) => (
        <Suspense fallback={null}>
          <PackageFormModal item={item} onClose={onClose} />
        </Suspense>
      )}
    />
  );
}
