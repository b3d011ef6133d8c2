import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { companiesMessages as texts } from '../messages';

/** Spec 01 §2.4: the full-screen, half-opaque overlay while the company switches. */
export function SwitchingOverlay({ name }: { name: string }) {
  return (
    <Overlay fixed backgroundOpacity={0.5} color="#000" zIndex={1000} center>
      <Stack align="center" gap="sm" role="status" aria-live="polite" data-testid="switching-overlay">
        <Loader color="white" aria-hidden />
        <Text c="white" fw={600}>
          {texts.switching(name)}
        </Text>
      </Stack>
    </Overlay>
  );
}
