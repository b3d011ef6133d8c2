import type {
  EmailNotificationEvent,
  EmailNotifications,
  SaveEmailNotificationsRequest,
} from '@focal/contracts/email-settings';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { useLinkMutation, useLinkQuery } from '../api/supplied-links';
import type { SectionLinks } from '../api/types';
import { emailSettingsMessages } from '../messages';
import { SettingsSection } from './settings-section';

const texts = emailSettingsMessages.notifications;
type Events = Partial<Record<EmailNotificationEvent, boolean>>;

function NotificationsForm({ saved, links }: { saved: EmailNotifications; links: SectionLinks }) {
  const save = useLinkMutation<EmailNotifications, SaveEmailNotificationsRequest>(links.SAVE);
  // Only the switches the user changed are sent: a form never overwrites what it did not load.
  const [changed, setChanged] = useState<Events>({});
  const isOn = (event: EmailNotificationEvent) => changed[event] ?? saved.events[event] ?? true;

  const submit = async () => {
    try {
      await save.mutateAsync({ events: changed });
      setChanged({});
      notifySuccess(texts.saved);
    } catch (error) {
      handleApiError(error);
    }
  };

  // Only events a feature sends today get a switch (the server lists them).
  if (saved.sent.length === 0) return <Text c="dimmed">{texts.none}</Text>;
  return (
    <Stack gap="sm">
      {saved.sent.map((event) => (
        <Switch
          key={event}
          label={texts.events[event]}
          checked={isOn(event)}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setChanged((current) => ({ ...current, [event]: checked }));
          }}
        />
      ))}
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          disabled={!links.SAVE || Object.keys(changed).length === 0}
          onClick={() => void submit()}
        >
          {texts.save}
        </Button>
      </Group>
    </Stack>
  );
}

/** Which studio events email the studio; every one is on until turned off. */
export function NotificationsSection({ links }: { links: SectionLinks }) {
  const query = useLinkQuery<EmailNotifications>(links.GET);
  return (
    <SettingsSection title={texts.heading} intro={texts.intro} query={query} lines={4}>
      {(saved) => <NotificationsForm saved={saved} links={links} />}
    </SettingsSection>
  );
}
