import type { ResourceLink } from '@focal/contracts/errors';
import { Alert, Button, Group, Text } from '@mantine/core';
import { openPlansFrame } from '../../../shared/response-extras/plans-frame';
import { teamMessages } from '../messages';

const texts = teamMessages.upgrade;

/** The plan has no room for another user (UPGRADE_PLAN): say so and offer the upgrade. */
export function UpgradeNotice({ link }: { link: ResourceLink }) {
  return (
    <Alert color="orange" variant="light">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{texts.text}</Text>
        <Button size="compact-md" onClick={() => openPlansFrame(link.url)}>
          {texts.button}
        </Button>
      </Group>
    </Alert>
  );
}
