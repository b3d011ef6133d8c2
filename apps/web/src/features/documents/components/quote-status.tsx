import type { QuoteState } from '@focal/contracts/quotes/api';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import type { TonalChipTheme } from '../../../shared/ui/tonal-chip-colours';
import { formatInstantDay } from '../lib/format';
import { documentMessages } from '../messages';

const texts = documentMessages.quote;
const themes: Record<QuoteState, TonalChipTheme> = {
  draft: 'default',
  sent: 'info',
  viewed: 'info',
  accepted: 'primary',
  declined: 'default',
  expired: 'warn',
};

/** The quote's state for its client: "Accepted on …", "Expired", "Awaiting your reply". */
export function QuoteStatus({ status, acceptedAt }: { status: QuoteState; acceptedAt: string | null }) {
  const text = acceptedAt ? texts.acceptedOn(formatInstantDay(acceptedAt)) : texts.states[status];
  return (
    <TonalChip
      text={text}
      theme={acceptedAt ? 'primary' : themes[status]}
      tall
      data-testid="document-status"
    />
  );
}
