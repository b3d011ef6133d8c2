import { Avatar, Group, Text } from '@mantine/core';
import '@mantine/core/styles/Avatar.css';
import { profileMessages } from '../messages';
import { Section } from '../../../shared/ui/section';

const texts = profileMessages.photo;

/**
 * Spec 02 "Profile photo widget": round, the photo or an empty-user icon. No upload yet: the photo
 * issue adds it here (the hover overlay, the cropper modal).
 */
export function PhotoSection({ photoUrl }: { photoUrl: string | null }) {
  return (
    <Section title={texts.heading}>
      <Group gap="md">
        {/* Mantine's placeholder is the empty-user icon; with no photo it is decoration only. */}
        <Avatar
          src={photoUrl}
          alt={photoUrl ? texts.heading : ''}
          size={96}
          radius="50%"
          aria-hidden={!photoUrl}
        />
        {!photoUrl && (
          <Text size="sm" c="dimmed">
            {texts.none}
          </Text>
        )}
      </Group>
    </Section>
  );
}
