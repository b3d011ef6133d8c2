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

/** The invoice's state as a chip (the invoice page, and /payments' rows through index.ts). */
export const InvoiceStateBadge = ({ state, tall }: { state: InvoiceState; tall?: boolean }) => (
  <TonalChip text={invoicesMessages.states[state]} theme={themes[state]} tall={tall} />
);
