import { CARD_ATTEMPT_STATES, isCardAttemptState } from '@focal/contracts/invoices/card-attempts';
import { PAYMENT_METHODS, PAYMENT_STATES } from '@focal/contracts/invoices/payment-filters';
import { TextInput } from '@mantine/core';
import { paymentMethodWords, paymentStateWords } from '../../../shared/documents/payment-words';
import { FilterBar } from '../../../shared/ui/filter-bar';
import { FilterSelect } from '../../../shared/ui/filter-select';
import type { FilterKey, PaymentFilters } from '../lib/address-filters';
import { paymentsMessages } from '../messages';
import { ClientFilter } from './client-filter';
import { JobFilter } from './job-filter';

const texts = paymentsMessages.paid;
const methods = PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodWords[value] }));
// Pending and failed: the portal's card payments under way or failed, listed instead of payments.
const states = [
  ...PAYMENT_STATES.map((value) => ({ value, label: paymentStateWords[value] })),
  ...CARD_ATTEMPT_STATES.map((value) => ({ value, label: paymentsMessages.attempts.states[value] })),
];

type Props = {
  filters: PaymentFilters;
  /** Sets one filter in the address (null clears it). */
  onChange: (key: FilterKey, value: string | null) => void;
};

/**
 * The client (where the other lists have their search, so always in sight), the lead or job, the
 * method, the state and the days; on a phone all but the client fold behind a button (FilterBar).
 */
export function PaymentsFilters({ filters, onChange }: Props) {
  // Card attempts are not received: their days are those they were started on.
  const days = isCardAttemptState(filters.state) ? paymentsMessages.attempts.days : texts.filters;
  const active = [filters.jobId, filters.method, filters.state, filters.from, filters.to].filter(Boolean).length;
  return (
    <FilterBar
      active={active}
      search={<ClientFilter clientId={filters.clientId} onChange={(id) => onChange('clientId', id)} />}
    >
      <JobFilter jobId={filters.jobId} onChange={(id) => onChange('jobId', id)} />
      <FilterSelect
        label={texts.filters.method}
        placeholder={texts.filters.anyMethod}
        data={methods}
        value={filters.method ?? null}
        onChange={(value) => onChange('method', value)}
        clearable
        w={200}
      />
      <FilterSelect
        label={texts.filters.state}
        placeholder={texts.filters.anyState}
        data={states}
        value={filters.state ?? null}
        onChange={(value) => onChange('state', value)}
        clearable
        w={180}
      />
      <TextInput
        type="date"
        label={days.from}
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(event) => onChange('from', event.currentTarget.value || null)}
        w={170}
      />
      <TextInput
        type="date"
        label={days.to}
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(event) => onChange('to', event.currentTarget.value || null)}
        w={170}
      />
    </FilterBar>
  );
}
