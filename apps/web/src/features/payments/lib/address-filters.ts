import {
  listPaymentsQuerySchema,
  PAYMENT_LIST_STATES,
  PAYMENT_METHODS,
  type PaymentListState,
  type PaymentMethod,
} from '@focal/contracts/invoices/payment-filters';

/** The Payments view's filters, as the address keeps them (a link or a reload shows the same list). */
export type PaymentFilters = {
  from?: string;
  to?: string;
  method?: PaymentMethod;
  /** Pending and failed list the portal's card attempts instead of the payments. */
  state?: PaymentListState;
  clientId?: string;
  /** A lead or job (its id): its invoices' payments. */
  jobId?: string;
};

const fields = listPaymentsQuerySchema.shape;
// An address edited by hand keeps what the server would take and drops the rest, not a 400.
const valid = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: string | null) =>
  value !== null && value !== '' && schema.safeParse(value).success ? value : undefined;

/** The filters in the address: from, to (received days), method, state, client and job (ids). */
export function filtersOf(params: URLSearchParams): PaymentFilters {
  const method = params.get('method');
  const state = params.get('state');
  const filters: PaymentFilters = {
    from: valid(fields.from, params.get('from')),
    to: valid(fields.to, params.get('to')),
    method: PAYMENT_METHODS.includes(method as PaymentMethod) ? (method as PaymentMethod) : undefined,
    state: PAYMENT_LIST_STATES.includes(state as PaymentListState) ? (state as PaymentListState) : undefined,
    clientId: valid(fields.clientId, params.get('client')),
    jobId: valid(fields.jobId, params.get('job')),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as PaymentFilters;
}

const FILTER_PARAMS = {
  from: 'from',
  to: 'to',
  method: 'method',
  state: 'state',
  clientId: 'client',
  jobId: 'job',
} as const;
export type FilterKey = keyof typeof FILTER_PARAMS;

/** The address with one filter changed (null removes it); the view and the other filters stay. */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string | null) {
  const next = new URLSearchParams(params);
  if (value) next.set(FILTER_PARAMS[key], value);
  else next.delete(FILTER_PARAMS[key]);
  return next;
}

/** The Payments view with no filter. */
export const withoutFilters = (): URLSearchParams => new URLSearchParams({ view: 'payments' });

export const filterCount = (filters: PaymentFilters) => Object.keys(filters).length;
