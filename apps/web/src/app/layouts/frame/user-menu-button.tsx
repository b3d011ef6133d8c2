import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { PhotoWidget } from '../../../shared/photo/photo-widget';
import { frameMessages as texts } from '../../messages';
import { ChevronIcon } from './icons';

type Props = ComponentPropsWithoutRef<'button'> & {
  ref?: Ref<HTMLButtonElement>;
  name: string;
  company: string;
  photoUrl: string | null;
};

/**
 * The user menu's button: the user's photo (spec 02: the round widget, without upload), the user's
 * name over the company's; the same before and after the menu loads.
 */
export function UserMenuButton({ name, company, photoUrl, ...button }: Props) {
  return (
    <UnstyledButton aria-label={texts.userMenu(name)} px="xs" py={4} style={{ borderRadius: 8 }} {...button}>
      <Group gap={6} wrap="nowrap">
        <PhotoWidget photoUrl={photoUrl} size={32} />
        <Stack gap={0} align="flex-end" maw={200}>
          <Text fw={600} size="sm" truncate="end" maw={200}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" maw={200}>
            {company}
          </Text>
        </Stack>
        <ChevronIcon open={false} />
      </Group>
    </UnstyledButton>
  );
}
