import type { AdminAnnouncement } from '@focal/contracts/admin-catalogue';
import { Button, Group } from '@mantine/core';
import { DataTable } from '../../../../shared/ui/data-table';
import { RowEditRetire } from '../../components/row-edit-retire';
import { formatWindow } from '../lib/format-window';
import { catalogueMessages } from '../messages';
import { StateBadge } from './state-badge';

const texts = catalogueMessages.announcements;

type Props = {
  announcements: AdminAnnouncement[];
  onPreview: (announcement: AdminAnnouncement) => void;
  onEdit: (announcement: AdminAnnouncement) => void;
  onRetire: (announcement: AdminAnnouncement) => void;
};

/** Every announcement: its state, audience, window and priority; preview, edit and retire. */
export function AnnouncementsTable({ announcements, onPreview, onEdit, onRetire }: Props) {
  return (
    <DataTable
      label={texts.title}
      minWidth={760}
      verticalSpacing="sm"
      striped
      rows={announcements}
      rowKey={(a) => a.id}
      columns={[
        { key: 'key', header: texts.key, cell: (a) => a.key },
        {
          key: 'state',
          header: texts.state,
          cell: (a) => <StateBadge state={a.state} label={catalogueMessages.states[a.state]} />,
        },
        { key: 'audience', header: texts.audience, cell: (a) => texts.audiences[a.audience] ?? a.audience },
        {
          key: 'window',
          header: texts.window,
          cell: (a) => formatWindow(a.startsAt, a.endsAt, catalogueMessages.common),
        },
        { key: 'priority', header: texts.priority, cell: (a) => a.priority },
        {
          key: 'actions',
          header: texts.edit,
          headerHidden: true,
          cell: (a) => (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={`${texts.preview} ${a.key}`}
                onClick={() => onPreview(a)}
              >
                {texts.preview}
              </Button>
              {a.state !== 'RETIRED' && (
                <RowEditRetire
                  name={a.key}
                  editLabel={texts.edit}
                  retireLabel={texts.retire}
                  onEdit={() => onEdit(a)}
                  onRetire={() => onRetire(a)}
                />
              )}
            </Group>
          ),
        },
      ]}
    />
  );
}
