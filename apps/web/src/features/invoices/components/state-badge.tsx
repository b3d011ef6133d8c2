import type { InvoiceState } from '@focal/contracts/invoices/api';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import type { TonalChipTheme } from '../../../shared/ui/tonal-chip-colours';
import { invoicesMessages } from '../messages';

const themes: Record<InvoiceState, TonalChipTheme> = {
  draft: 'default',
  sent: 'info',
  viewed: 'info',
  'partially-paid': 'warn',
  paid: 'primary',
  overdue: 'danger',
  void: 'default',
};

type Props = {
  state: InvoiceState;
  tall?: boolean;
  /** The client's view names some states its own way ("Open"). */
  words?: Record<InvoiceState, string>;
  'data-testid'?: string;
};

/** The invoice's state as a chip (the invoice page; /payments, the record's tab and the client's view through index.ts). */
export const InvoiceStateBadge = ({ state, tall, words = invoicesMessages.states, ...others }: Props) => (
  <TonalChip text={words[state]} theme={themes[state]} tall={tall} {...others} />
);
