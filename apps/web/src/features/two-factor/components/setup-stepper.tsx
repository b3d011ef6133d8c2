import { Stepper } from '@mantine/core';
import { IconAlertCircle, IconPencil } from '../../../shared/ui/icons';
import { twoFactorMessages } from '../messages';

const texts = twoFactorMessages.setup;

/**
 * Spec 02 §2: a linear stepper whose headers cannot be clicked. Each step shows its number, the
 * current one an edit mark, finished ones a check, and a step whose check failed an error mark.
 */
export function SetupStepper({ active, failed }: { active: number; failed: number | null }) {
  return (
    <Stepper active={active} allowNextStepsSelect={false} size="sm" mb="lg">
      {texts.steps.map((label, i) => (
        <Stepper.Step
          key={label}
          label={label}
          allowStepSelect={false}
          progressIcon={failed === i ? <IconAlertCircle size={18} /> : <IconPencil size={18} />}
          color={failed === i ? 'red' : undefined}
          description={failed === i ? texts.stepFailed : undefined}
          data-state={failed === i ? 'error' : i < active ? 'done' : i === active ? 'edit' : 'number'}
        />
      ))}
    </Stepper>
  );
}
