import type { QuestionnaireState } from '@focal/contracts/questionnaires/api';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import type { TonalChipTheme } from '../../../shared/ui/tonal-chip-colours';

const THEMES: Record<QuestionnaireState, TonalChipTheme> = {
  draft: 'default',
  sent: 'info',
  in_progress: 'warn',
  submitted: 'primary',
};

/** A questionnaire's state as a chip: submitted stands out, a draft does not. */
export function StateChip({
  status,
  label,
  tall,
}: {
  status: QuestionnaireState;
  label: string;
  tall?: boolean;
}) {
  return <TonalChip text={label} theme={THEMES[status]} tall={tall} />;
}
