import { Text } from '@mantine/core';
import { questionnaireMessages } from './messages';
import type { SaveStatus } from './use-answers-draft';

const texts = questionnaireMessages.status;

/** "Saving…", "Saved", or why not: announced politely as it changes. */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const words = status === 'idle' ? '' : texts[status];
  return (
    <Text size="sm" c={status === 'failed' ? 'red.8' : 'dimmed'} role="status" aria-live="polite" mih="1.5em">
      {words}
    </Text>
  );
}
