import { Group, Stack, Text } from '@mantine/core';

type Props = { name: string; detail?: string; amount: string; muted?: boolean };

/** An entry of a document: what it is on the left, its figure on the right; reads on a phone. */
export function Entry({ name, detail, amount, muted }: Props) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" opacity={muted ? 0.6 : 1}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        {detail && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
        )}
      </Stack>
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}
