import { Box, Group, Text } from '@mantine/core';

/** A job type: its colour as a dot (the calendar's colour for it) and its name. */
export function JobTypeDot({ type }: { type: { name: string; colour: string } | null }) {
  if (!type) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={10} h={10} style={{ borderRadius: '50%', background: type.colour, flex: 'none' }} aria-hidden />
      <Text size="sm" span>
        {type.name}
      </Text>
    </Group>
  );
}
