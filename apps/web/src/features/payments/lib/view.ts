/** The page's two views: what is owed (the default) and what was paid. */
export const PAYMENTS_VIEWS = ['invoices', 'payments'] as const;
export type PaymentsView = (typeof PAYMENTS_VIEWS)[number];

export const viewOf = (params: URLSearchParams): PaymentsView =>
  params.get('view') === 'payments' ? 'payments' : 'invoices';
