import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Dashboard } from '@focal/contracts/dashboard';
import { Link } from 'react-router';
import { jobPath } from '../../../shared/paths';
import { formatTimeRange } from '../../../shared/format/format-date';
import { groupByDay } from '../lib/time';
import { dashboardMessages } from '../messages';
import { AppAnchor } from '../../../shared/ui/app-anchor';

const texts = dashboardMessages.week;
type Entry = Dashboard['thisWeek'][number];

function EntryTitle({ entry }: { entry: Entry }) {
  if (entry.limited) return <Text size="sm">{texts.busy}</Text>;
  if (!entry.job)
    return (
      <Text size="sm" fw={600}>
        {entry.name}
      </Text>
    );
  return (
    <AppAnchor to={jobPath(entry.job.stage, entry.job.id)} size="sm" fw={600}>
      {entry.name}
    </AppAnchor>
  );
}

function EntryRow({ entry, timeZone }: { entry: Entry; timeZone: string }) {
  const when = entry.allDay ? texts.allDay : formatTimeRange(entry.startsAt, entry.endsAt, timeZone);
  const colour = entry.jobType?.colour ?? 'var(--mantine-color-gray-5)';
  // An appointment or blocked time says what it is where a session names its lead or job.
  const kind = entry.source === 'session' ? entry.job?.name : texts[entry.source];
  // An appointment's job and client say what it is about ('Album call' for the Smith wedding).
  const linked = [entry.link?.job?.name, entry.link?.client?.name];
  const detail = entry.limited ? [] : [kind, ...linked, entry.location].filter(Boolean);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <span aria-hidden style={{ width: 4, alignSelf: 'stretch', borderRadius: 2, background: colour }} />
      <Text size="sm" c="dimmed" w={120} style={{ flex: 'none' }}>
        {when}
      </Text>
      <div>
        <EntryTitle entry={entry} />
        {detail.length > 0 && (
          <Text size="xs" c="dimmed">
            {detail.join(' · ')}
          </Text>
        )}
      </div>
    </Group>
  );
}

/**
 * This week's calendar (Monday to Sunday): the calendar's sessions, appointments and blocked time,
 * grouped by day in the company's zone; a session links to its lead or job.
 */
export function WeekSessions({ dashboard }: { dashboard: Dashboard }) {
  const days = groupByDay(dashboard.thisWeek, dashboard.timeZone);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="dashboard-week">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="dashboard-week">
          {texts.title}
        </Title>
        <Anchor component={Link} to="/calendar" size="sm">
          {texts.openCalendar}
        </Anchor>
      </Group>
      {days.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.empty}
        </Text>
      ) : (
        <Stack gap="md">
          {days.map(([day, entries]) => (
            <div key={day}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
                {day}
              </Text>
              <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }} aria-label={day}>
                {entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} timeZone={dashboard.timeZone} />
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
