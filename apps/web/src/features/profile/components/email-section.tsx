import type { MyProfile } from '@focal/contracts/profile';
import { Paper, Stack, Text } from '@mantine/core';
import { profileMessages } from '../messages';
import { EmailForm } from './email-form';
import { Section } from '../../../shared/ui/section';

const texts = profileMessages.email;

/** The address in use, a change waiting for its link, and the form for a new one. */
export function EmailSection({ profile }: { profile: MyProfile }) {
  return (
    <Section title={texts.heading}>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {texts.current}
          </Text>
          <Text fw={600}>{profile.email}</Text>
        </div>
        {profile.pendingEmail && (
          <Paper withBorder p="sm" bg="blue.0">
            <Text size="sm">{texts.pending(profile.pendingEmail)}</Text>
          </Paper>
        )}
        <EmailForm hasPassword={profile.hasPassword} />
      </Stack>
    </Section>
  );
}
