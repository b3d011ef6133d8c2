import { Text } from '@mantine/core';
import { sharedMessages } from '../messages';

/** The text logo until there is a drawn one. */
export function Wordmark({ size = 'xl' }: { size?: string }) {
  return (
    <Text component="span" fw={800} fz={size} c="blue.7" style={{ letterSpacing: '-0.02em' }}>
      {sharedMessages.productName}
    </Text>
  );
}
