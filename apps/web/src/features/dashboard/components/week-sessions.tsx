import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Dashboard } from '@focal/contracts/dashboard';
import { Link } from 'react-router';
import { jobPath } from '../../../shared/paths';
import { groupByDay, timeOfDay } from '../lib/time';
import { dashboardMessages } from '../messages';

const texts = dashboardMessages.week;
type Session = Dashboard['sessionsThisWeek'][number];

function SessionRow({ session, timeZone }: { session: Session; timeZone: string }) {
  const when = session.allDay
    ? texts.allDay
    : `${timeOfDay(session.startsAt, timeZone)} – ${timeOfDay(session.endsAt, timeZone)}`;
  const colour = session.jobType?.colour ?? 'var(--mantine-color-gray-5)';
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <span aria-hidden style={{ width: 4, alignSelf: 'stretch', borderRadius: 2, background: colour }} />
      <Text size="sm" c="dimmed" w={104} style={{ flex: 'none' }}>
        {when}
      </Text>
      <div>
        {session.limited ? (
          <Text size="sm">{texts.busy}</Text>
        ) : (
          <Anchor component={Link} to={jobPath(session.job.stage, session.job.id)} size="sm" fw={600}>
            {session.name}
          </Anchor>
        )}
        {!session.limited && (session.job.name || session.location) && (
          <Text size="xs" c="dimmed">
            {[session.job.name, session.location].filter(Boolean).join(' · ')}
          </Text>
        )}
      </div>
    </Group>
  );
}

/** This week's sessions (Monday to Sunday), grouped by day in the company's zone, each to its profile. */
export function WeekSessions({ dashboard }: { dashboard: Dashboard }) {
  const days = groupByDay(dashboard.sessionsThisWeek, dashboard.timeZone);
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
          {days.map(([day, sessions]) => (
            <div key={day}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
                {day}
              </Text>
              <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }} aria-label={day}>
                {sessions.map((session) => (
                  <SessionRow key={session.id} session={session} timeZone={dashboard.timeZone} />
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
