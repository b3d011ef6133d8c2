import { UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '../icons';
import classes from './step-buttons.module.css';

const texts = { up: 'Increase', down: 'Decrease' };

/**
 * The up and down buttons beside a numeric input, for pointers and touch. They stay out of the tab
 * order: the keyboard steps with ArrowUp and ArrowDown in the field itself, as a spinbutton does.
 */
export function StepButtons({ onStep }: { onStep: (direction: 1 | -1) => void }) {
  return (
    <div className={classes.buttons}>
      <UnstyledButton
        className={classes.button}
        tabIndex={-1}
        aria-label={texts.up}
        // Keeps the focus (and so the blur rules) in the field while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onStep(1)}
      >
        <IconChevronUp size={14} aria-hidden />
      </UnstyledButton>
      <UnstyledButton
        className={classes.button}
        tabIndex={-1}
        aria-label={texts.down}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onStep(-1)}
      >
        <IconChevronDown size={14} aria-hidden />
      </UnstyledButton>
    </div>
  );
}
