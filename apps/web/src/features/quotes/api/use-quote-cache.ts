import type { Quote } from '@focal/contracts/quotes/api';
import { useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { quoteKeys } from './query-keys';

/**
 * After a save: the quote's query takes the answer, and the record's documents tab (the jobs
 * feature's `['jobs', company, 'profile', id, …]` queries) reads its list again.
 */
export function useQuoteSaved() {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  return (quote: Quote) => {
    queries.setQueryData(quoteKeys.quote(companyId, quote.id), quote);
    void queries.invalidateQueries({ queryKey: ['jobs', companyId, 'profile', quote.jobId] });
  };
}
