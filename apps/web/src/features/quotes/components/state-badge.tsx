import type { QuoteState } from '@focal/contracts/quotes/api';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import type { TonalChipTheme } from '../../../shared/ui/tonal-chip-colours';
import { quoteStateMessages } from '../../../shared/documents/messages';

const themes: Record<QuoteState, TonalChipTheme> = {
  draft: 'default',
  sent: 'info',
  viewed: 'primary',
  accepted: 'primary',
  declined: 'danger',
  expired: 'warn',
};

export const StateBadge = ({ state }: { state: QuoteState }) => (
  <TonalChip text={quoteStateMessages[state]} theme={themes[state]} tall />
);
