import type { QuoteState } from '@focal/contracts/quotes/api';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import type { TonalChipTheme } from '../../../shared/ui/tonal-chip-colours';
import { quotesMessages } from '../messages';

const themes: Record<QuoteState, TonalChipTheme> = {
  draft: 'default',
  sent: 'info',
  viewed: 'primary',
  accepted: 'primary',
  declined: 'danger',
  expired: 'warn',
};

export const StateBadge = ({ state }: { state: QuoteState }) => (
  <TonalChip text={quotesMessages.states[state]} theme={themes[state]} tall />
);
