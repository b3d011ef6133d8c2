import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { JobProfile } from '@focal/contracts';
import { clientPath } from '../../../shared/paths';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { formatDay, stateOf, useJobFormat } from '../lib/format';
import { profileMessages as texts } from '../messages';
import { JobTypeDot } from './job-type-dot';
import { ProfileActions } from './profile-actions';

/** The profile's head: name, clients (linked), type, stage or status, main date, value; actions. */
export function ProfileHeader({ profile }: { profile: JobProfile }) {
  const { job } = profile;
  const format = useJobFormat();
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {job.name}
            </Title>
            <TonalChip text={stateOf(job)} theme={job.status === 'active' ? 'info' : 'default'} />
          </Group>
          <Group gap="md" wrap="wrap">
            <Text size="sm" component="div" aria-label={texts.clientsLabel}>
              {job.clients.map((client, at) => (
                <Fragment key={client.id}>
                  {at > 0 && ', '}
                  <Anchor component={Link} to={clientPath(client.id)} size="sm">
                    {client.displayName}
                  </Anchor>
                </Fragment>
              ))}
            </Text>
            <JobTypeDot type={job.jobType} />
            <Text size="sm">
              {texts.mainDate}: {formatDay(job.mainDate)}
            </Text>
            <Text size="sm">
              {texts.value}: {format.money(job.valueCents)}
            </Text>
          </Group>
          {job.lostReason && (
            <Text size="sm" c="dimmed">
              {texts.lostReason(job.lostReason)}
            </Text>
          )}
        </Stack>
        <ProfileActions profile={profile} />
      </Group>
    </Stack>
  );
}
