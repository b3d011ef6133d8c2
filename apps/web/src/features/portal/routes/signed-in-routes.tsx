import { Navigate, Route } from 'react-router';
import { SignedInLayout } from './signed-in-layout';
import { ContractPage, HomePage, InvoicePage, QuestionnairePage, QuotePage } from './lazy-pages';

/**
 * The signed-in portal's pages, the client's and the studio's preview alike, and anything else back
 * to `home`. Route elements for a <Routes> (which reads its children's props, so not a component).
 */
export const signedInRoutes = (home: string) => (
  <>
    <Route element={<SignedInLayout />}>
      <Route index element={<HomePage />} />
      <Route path="quotes/:id" element={<QuotePage />} />
      <Route path="invoices/:id" element={<InvoicePage />} />
      <Route path="questionnaires/:id" element={<QuestionnairePage />} />
      <Route path="contracts/:id" element={<ContractPage />} />
    </Route>
    <Route path="*" element={<Navigate to={home} replace />} />
  </>
);
