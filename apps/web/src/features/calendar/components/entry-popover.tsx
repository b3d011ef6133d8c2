import { Anchor, Button, Group, Popover, Stack, Text, Title } from '@mantine/core';
import type { CalendarEntry } from '@focal/contracts/calendar';
import { useId } from 'react';
import { Link } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { useClosablePopover } from '../../../shared/overlays/popovers';
import { clientPath, jobPath } from '../../../shared/paths';
import { LimitMessageText } from '../../../shared/plan-limits/limit-message-text';
import { IconAlertTriangle, IconClock, IconMapPin } from '../../../shared/ui/icons';
import { useJobClients } from '../api/get-job-clients';
import { formatSpan } from '../../../shared/format/format-date';
import { calendarMessages } from '../messages';

const texts = calendarMessages.entry;

type Props = {
  opened: { entry: CalendarEntry; rect: DOMRect } | null;
  /** Set when the viewer's device shows other times than the studio: both are shown. */
  browserZone: string | null;
  onClose: () => void;
  /** Opens an appointment's or blocked time's edit form (the popover's Edit). */
  onEdit: (entry: CalendarEntry) => void;
};

/** What an appointment is about, each a link to its profile. */
function LinkedRecords({ entry }: { entry: CalendarEntry }) {
  const { client, job } = entry.link ?? { client: null, job: null };
  return (
    <>
      {job && (
        <Text size="sm">
          {job.stage === 'lead' ? texts.linkedLead : texts.linkedJob}:{' '}
          <Anchor component={Link} to={jobPath(job.stage, job.id)}>
            {job.name ?? texts.busy}
          </Anchor>
        </Text>
      )}
      {client && (
        <Text size="sm">
          {texts.linkedClient}:{' '}
          <Anchor component={Link} to={clientPath(client.id)}>
            {client.name}
          </Anchor>
        </Text>
      )}
    </>
  );
}

function Details({ entry, browserZone }: { entry: CalendarEntry; browserZone: string | null }) {
  const { timeZone } = useBootstrap().authorizedCompany;
  const upgradeUrl = useBootstrap().profile.resourcesLinks.SUBSCRIPTION_PLANS?.url;
  const job = entry.job;
  const clients = useJobClients(job && !entry.limited ? job.id : null);
  if (entry.limited) {
    return (
      <Text size="sm">
        <LimitMessageText subject="EVENT_ACCESS" max={null} upgradeUrl={upgradeUrl} />
      </Text>
    );
  }
  const studio = formatSpan(entry.startsAt, entry.endsAt, timeZone, entry.allDay);
  return (
    <Stack gap={6}>
      {job && (
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {job.stage === 'lead' ? texts.lead : texts.job}
          {entry.jobType ? ` · ${entry.jobType.name}` : ''}
        </Text>
      )}
      {job?.name && job.name !== entry.title && <Text fw={600}>{job.name}</Text>}
      <LinkedRecords entry={entry} />
      {clients.data && clients.data.length > 0 && (
        <Text size="sm">
          {texts.clients}: {clients.data.map((client) => client.displayName).join(', ')}
        </Text>
      )}
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconClock size={16} aria-hidden />
        <div>
          <Text size="sm">{browserZone ? `${texts.studioTime}: ${studio}` : studio}</Text>
          {browserZone && !entry.allDay && (
            <Text size="sm" c="dimmed">
              {texts.yourTime}: {formatSpan(entry.startsAt, entry.endsAt, browserZone, false)}
            </Text>
          )}
        </div>
      </Group>
      {entry.location && (
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{entry.location}</Text>
        </Group>
      )}
      {entry.notes && (
        <Text size="sm" c="dimmed" lineClamp={3}>
          {entry.notes}
        </Text>
      )}
      {entry.doubleBooked && (
        <Group gap={6} wrap="nowrap" c="orange.9">
          <IconAlertTriangle size={16} aria-hidden />
          <Text size="sm">{texts.doubleBooked}</Text>
        </Group>
      )}
      {job && (
        <Anchor component={Link} to={jobPath(job.stage, job.id)} fw={600} size="sm">
          {job.stage === 'lead' ? texts.openLead : texts.openJob}
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * An entry's details beside the entry that was clicked (or opened with Enter): FullCalendar's
 * entries are not React children, so the popover anchors to a box laid over the entry's place.
 */
export function EntryPopover({ opened, browserZone, onClose, onEdit }: Props) {
  useClosablePopover(opened !== null, onClose);
  const titleId = useId();
  if (!opened) return null;
  const { entry, rect } = opened;
  return (
    <Popover
      opened
      onChange={(open) => !open && onClose()}
      onClose={onClose}
      width={320}
      position="bottom-start"
      withArrow
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <div
          aria-hidden
          style={{
            position: 'fixed',
            left: rect.left,
            top: rect.top,
            width: rect.width,
            height: rect.height,
            pointerEvents: 'none',
          }}
        />
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId}>
        <Stack gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {entry.title}
          </Title>
          <Details entry={entry} browserZone={browserZone} />
          <Group justify="flex-end">
            {entry.source !== 'session' && entry.editable && (
              <Button size="compact-sm" onClick={() => onEdit(entry)}>
                {texts.edit}
              </Button>
            )}
            <Button size="compact-sm" variant="default" onClick={onClose}>
              {texts.close}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
