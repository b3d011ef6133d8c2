import { Alert, Button, Group, List, Text } from '@mantine/core';
import type { CalendarOverlap } from '@focal/contracts/calendar';
import { formatSpan } from '../../../shared/format/format-date';
import { IconAlertTriangle } from '../../../shared/ui/icons';
import type { OverlapCheck } from '../hooks/use-overlap-check';
import { calendarMessages } from '../messages';

const texts = calendarMessages.overlaps;

function describe(overlap: CalendarOverlap, timeZone: string) {
  const who = [overlap.jobName, overlap.clientNames.join(', ')].filter(Boolean).join(' · ');
  const when = formatSpan(overlap.startsAt, overlap.endsAt, timeZone, overlap.allDay);
  return { title: overlap.title, detail: [who, when].filter(Boolean).join(' · ') };
}

type Props = { check: OverlapCheck; timeZone: string; saving: boolean; onPickAnother?: () => void };

/**
 * Shown in a session or appointment form before a save that would double book: what the time
 * overlaps (title, lead or job, clients, when), and the two ways on.
 */
export function OverlapWarning({ check, timeZone, saving, onPickAnother }: Props) {
  if (!check.overlaps) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      mt="md"
      title={texts.title(check.overlaps.length)}
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      <List size="sm" spacing={4}>
        {check.overlaps.map((overlap) => {
          const { title, detail } = describe(overlap, timeZone);
          return (
            <List.Item key={overlap.id}>
              <Text span fw={600} size="sm">
                {title}
              </Text>
              {detail && <Text span size="sm">{` · ${detail}`}</Text>}
            </List.Item>
          );
        })}
      </List>
      <Group gap="xs" mt="sm">
        <Button size="compact-md" color="yellow.9" loading={saving} onClick={check.saveAnyway}>
          {texts.saveAnyway}
        </Button>
        <Button
          size="compact-md"
          variant="default"
          onClick={() => {
            check.dismiss();
            onPickAnother?.();
          }}
        >
          {texts.pickAnother}
        </Button>
      </Group>
    </Alert>
  );
}
