import type { ContractEvent } from '@focal/contracts/contracts/api';
import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import '@mantine/core/styles/Timeline.css';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatDateTimeInZone } from '../../../shared/format/format-date';
import { contractsMessages } from '../messages';

const texts = contractsMessages.trail;

/** The contract's audit trail as it happened (append-only on the server): what, when, who, from where. */
export function AuditTrail({ events }: { events: ContractEvent[] }) {
  const { timeZone } = useBootstrap().authorizedCompany;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="contract-trail">
      <Stack gap="sm">
        <Title order={2} size="h4" id="contract-trail">
          {texts.title}
        </Title>
        {events.length === 0 ? (
          <Text size="sm">{texts.empty}</Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2} aria-label={texts.list} component="ol">
            {events.map((event) => (
              <Timeline.Item key={event.id} title={texts.kinds[event.kind]} component="li">
                <Text size="sm" c="dimmed">
                  {[
                    formatDateTimeInZone(event.at, timeZone),
                    event.actorName && texts.by(event.actorName),
                    event.ipAddress && texts.from(event.ipAddress),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {event.userAgent && (
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                    {event.userAgent}
                  </Text>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Paper>
  );
}
