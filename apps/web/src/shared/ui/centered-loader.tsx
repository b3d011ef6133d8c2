import { Center, Loader } from '@mantine/core';
import { sharedMessages } from '../messages';

export function CenteredLoader({ label = sharedMessages.loading }: { label?: string }) {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
