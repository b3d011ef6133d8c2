import type { TeamMember } from '@focal/contracts/team';
import { Button } from '@mantine/core';
import { formatDateInZone } from '../../../shared/format/format-date';
import { DataTable } from '../../../shared/ui/data-table';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { teamMessages } from '../messages';

const texts = teamMessages.members;

type Props = { members: TeamMember[]; timeZone: string; onRemove: (member: TeamMember) => void };

/** Who works in the company; Remove shows only where the server offers REMOVE. */
export function MembersTable({ members, timeZone, onRemove }: Props) {
  // On a phone the email and the date give way, so the role and Remove stay in sight.
  return (
    <DataTable
      label={texts.heading}
      minWidth={300}
      verticalSpacing="sm"
      empty={texts.empty}
      rows={members}
      rowKey={(member) => member.userId}
      columns={[
        {
          key: 'name',
          header: texts.name,
          cellProps: { style: { fontWeight: 500 } },
          cell: (member) => member.fullName,
        },
        { key: 'email', header: texts.email, visibleFrom: 'sm', cell: (member) => member.email },
        {
          key: 'role',
          header: texts.role,
          cell: (member) => (
            <TonalChip
              theme={member.role === 'owner' ? 'primary' : 'default'}
              text={texts.roles[member.role]}
            />
          ),
        },
        {
          key: 'joined',
          header: texts.joined,
          visibleFrom: 'sm',
          cell: (member) => formatDateInZone(member.joinedAt, timeZone),
        },
        {
          key: 'actions',
          header: texts.actions,
          headerHidden: true,
          align: 'right',
          cell: (member) =>
            member.actions.REMOVE && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={texts.removeLabel(member.fullName)}
                onClick={() => onRemove(member)}
              >
                {texts.remove}
              </Button>
            ),
        },
      ]}
    />
  );
}
