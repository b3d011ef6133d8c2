import { ColorSwatch, Group, Text } from '@mantine/core';
import type { JobType } from '@focal/contracts/studio-lists';
import '@mantine/core/styles/ColorSwatch.css';

type Props = { type: Pick<JobType, 'name' | 'colour'>; size?: 'xs' | 'sm' | 'md' };

/** A job type as lists and profiles show it: its calendar colour as a dot, then its name. */
export function JobTypeBadge({ type, size = 'sm' }: Props) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <ColorSwatch color={type.colour} size={10} withShadow={false} aria-hidden />
      <Text span size={size}>
        {type.name}
      </Text>
    </Group>
  );
}
