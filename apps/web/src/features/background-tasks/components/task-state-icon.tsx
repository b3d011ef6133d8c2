import type { BackgroundTaskState } from '@focal/contracts/background-tasks';
import { Box, Loader } from '@mantine/core';
import { CheckIcon, ModalIcon } from '../../../shared/response-extras/icons';
import { backgroundTaskMessages as texts } from '../messages';

const SIZE = 20;

/** Spec 01 §4.8: a spinner while in progress, a check when completed, a warning when some failed. */
export function TaskStateIcon({ state }: { state: BackgroundTaskState }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={texts.states[state]}
      data-state={state}
      style={{ display: 'inline-flex', flex: 'none', width: SIZE, height: SIZE }}
    >
      {state === 'IN_PROGRESS' && <Loader size={SIZE} aria-hidden />}
      {state === 'COMPLETED' && <CheckIcon size={SIZE} />}
      {state === 'COMPLETED_WITH_ERRORS' && <ModalIcon icon="WARNING" size={SIZE} />}
    </Box>
  );
}
