import type { Invoice } from '@focal/contracts/invoices/api';
import { useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { invoiceKeys } from './query-keys';

/**
 * After a save: the invoice's query takes the answer; the lists on /payments (the payments
 * feature's `['payments', company, …]` queries) and the record's documents tab (the jobs feature's
 * `['jobs', company, 'profile', id, …]`) read theirs again. The keys by value: no feature imports.
 */
export function useInvoiceSaved() {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  return (invoice: Pick<Invoice, 'id' | 'jobId'> & Partial<Invoice>, removed = false) => {
    // A deleted draft's query is left to go stale: removing it under the page that is leaving would
    // read it again (a 404) before the page has gone.
    if (!removed) queries.setQueryData(invoiceKeys.invoice(companyId, invoice.id), invoice as Invoice);
    void queries.invalidateQueries({ queryKey: ['payments', companyId] });
    void queries.invalidateQueries({ queryKey: ['jobs', companyId, 'profile', invoice.jobId] });
    // A client's documents and payments tab (the clients feature's `['clients', 'one', id, 'documents']`):
    // the invoice does not carry its client's id, so every open one reads again.
    void queries.invalidateQueries({
      queryKey: ['clients', 'one'],
      predicate: (query) => query.queryKey[3] === 'documents',
    });
    // An issue or a credit note took a number: Settings' previews move on.
    void queries.invalidateQueries({ queryKey: invoiceKeys.numberings(companyId) });
  };
}
