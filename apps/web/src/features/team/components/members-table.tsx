import '@mantine/core/styles/Table.css';
import type { TeamMember } from '@focal/contracts/team';
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDateInZone } from '../../../shared/format/format-date';
import { teamMessages } from '../messages';
import { TonalChip } from '../../../shared/ui/tonal-chip';

const texts = teamMessages.members;

type Props = { members: TeamMember[]; timeZone: string; onRemove: (member: TeamMember) => void };

/** Who works in the company; Remove shows only where the server offers REMOVE. */
export function MembersTable({ members, timeZone, onRemove }: Props) {
  if (members.length === 0) return <Text c="dimmed">{texts.empty}</Text>;
  // On a phone the email and the date give way, so the role and Remove stay in sight.
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="sm" aria-label={texts.heading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.name}</Table.Th>
            <Table.Th visibleFrom="sm">{texts.email}</Table.Th>
            <Table.Th>{texts.role}</Table.Th>
            <Table.Th visibleFrom="sm">{texts.joined}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{texts.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.userId}>
              <Table.Td fw={500}>{member.fullName}</Table.Td>
              <Table.Td visibleFrom="sm">{member.email}</Table.Td>
              <Table.Td>
                <TonalChip
                  theme={member.role === 'owner' ? 'primary' : 'default'}
                  text={texts.roles[member.role]}
                />
              </Table.Td>
              <Table.Td visibleFrom="sm">{formatDateInZone(member.joinedAt, timeZone)}</Table.Td>
              <Table.Td ta="right">
                {member.actions.REMOVE && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={texts.removeLabel(member.fullName)}
                    onClick={() => onRemove(member)}
                  >
                    {texts.remove}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
