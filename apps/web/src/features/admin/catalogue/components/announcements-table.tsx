import '@mantine/core/styles/Table.css';
import type { AdminAnnouncement } from '@focal/contracts/admin-catalogue';
import { Button, Group, Table, VisuallyHidden } from '@mantine/core';
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
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" striped aria-label={texts.title}>
        <Table.Thead>
          <Table.Tr>
            {[texts.key, texts.state, texts.audience, texts.window, texts.priority].map((title) => (
              <Table.Th key={title}>{title}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{texts.edit}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {announcements.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{a.key}</Table.Td>
              <Table.Td>
                <StateBadge state={a.state} label={catalogueMessages.states[a.state]} />
              </Table.Td>
              <Table.Td>{texts.audiences[a.audience] ?? a.audience}</Table.Td>
              <Table.Td>{formatWindow(a.startsAt, a.endsAt, catalogueMessages.common)}</Table.Td>
              <Table.Td>{a.priority}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
