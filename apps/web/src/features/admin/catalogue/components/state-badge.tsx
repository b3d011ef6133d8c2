import { TonalChip } from '../../../../shared/ui/tonal-chip';
import type { TonalChipTheme } from '../../../../shared/ui/tonal-chip-colours';

// The product's status chips: running in the primary tint, coming in info, used up as a warning,
// over in grey.
const THEMES: Record<string, TonalChipTheme> = {
  SCHEDULED: 'info',
  LIVE: 'primary',
  ACTIVE: 'primary',
  EXHAUSTED: 'warn',
  ENDED: 'default',
  EXPIRED: 'default',
  RETIRED: 'default',
};

/** A console row's state (scheduled, live, ended, retired, active, expired, used up). */
export function StateBadge({ state, label }: { state: string; label: string }) {
  return <TonalChip theme={THEMES[state] ?? 'default'} text={label} />;
}
