import { Anchor, Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isAppShell } from '../../../shared/platform';
import { PageHeader } from '../../../shared/ui/page-header';
import { settingsMessages as texts } from '../messages';

const sections = [
  { to: '/settings/companies', ...texts.sections.companies },
  { to: '/settings/team', ...texts.sections.team },
  { to: '/settings/email-settings', ...texts.sections.emailSettings },
  { to: '/settings/templates', ...texts.sections.templates },
];

/** /settings: the sections of the settings area (the mobile apps allow only this page). */
export function SettingsPage() {
  return (
    <Stack gap="lg">
      <PageHeader title={texts.title} description={texts.description} />
      {isAppShell() ? (
        <Text>{texts.appShellNote}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {sections.map((section) => (
            <Card component="li" withBorder padding="md" key={section.to}>
              <Anchor component={Link} to={section.to} fw={600}>
                {section.label}
              </Anchor>
              <Text size="sm" c="dimmed">
                {section.text}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
