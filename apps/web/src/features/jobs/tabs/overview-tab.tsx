import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { JobProfile } from '@focal/contracts';
import { useCustomFields } from '../../../shared/studio/lists';
import { useJobSessions } from '../api/list-job-sessions';
import { stateOf, useJobFormat } from '../lib/format';
import { tabMessages as texts } from '../messages';

/** Overview: the summary, the next sessions and the custom fields' values. */
export function OverviewTab({ profile }: { profile: JobProfile }) {
  const { job } = profile;
  const format = useJobFormat();
  const sessions = useJobSessions(job.id).data?.sessions ?? [];
  const fields = useCustomFields('job').data ?? [];
  const now = Date.now();
  const next = sessions.filter((s) => Date.parse(s.endsAt) >= now).slice(0, 3);
  const filled = fields.filter((f) => job.customFields[f.id]);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder component="section" aria-label={texts.summary}>
        <Title order={2} size="h5" mb="xs">
          {texts.summary}
        </Title>
        <Stack gap={4}>
          <Text size="sm">
            {texts.stageOrStatus}: {stateOf(job)}
          </Text>
          <Text size="sm">
            {texts.type}: {job.jobType?.name ?? '—'}
          </Text>
          <Text size="sm">
            {texts.created}: {format.instant(job.createdAt)}
          </Text>
        </Stack>
      </Card>
      <Card withBorder component="section" aria-label={texts.nextSessions}>
        <Title order={2} size="h5" mb="xs">
          {texts.nextSessions}
        </Title>
        {next.length === 0 ? (
          <Text size="sm" c="dimmed">
            {texts.noSessions}
          </Text>
        ) : (
          <Stack gap={4}>
            {next.map((s) => (
              <Text key={s.id} size="sm">
                {s.name}: {s.allDay ? format.instant(s.startsAt) : format.dateTime(s.startsAt)}
                {s.location ? ` · ${s.location}` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Card>
      {filled.length > 0 && (
        <Card withBorder component="section" aria-label={texts.customFields}>
          <Title order={2} size="h5" mb="xs">
            {texts.customFields}
          </Title>
          <Stack gap={4}>
            {filled.map((f) => (
              <Text key={f.id} size="sm">
                {f.label}: {job.customFields[f.id]}
              </Text>
            ))}
          </Stack>
        </Card>
      )}
    </SimpleGrid>
  );
}
