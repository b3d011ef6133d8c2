import type { PaymentFilters } from '../lib/address-filters';

/** Keyed by company; the invoices feature invalidates `['payments', company]` after a save. */
export const paymentsKeys = {
  all: (companyId: string) => ['payments', companyId] as const,
  invoices: (companyId: string, filter: string) => ['payments', companyId, 'invoices', filter] as const,
  owed: (companyId: string) => ['payments', companyId, 'owed'] as const,
  job: (companyId: string, jobId: string) => ['payments', companyId, 'job', jobId] as const,
  payments: (companyId: string, filters: PaymentFilters) =>
    ['payments', companyId, 'payments', filters] as const,
};
