import '@mantine/core/styles/Table.css';
import type { Invitation } from '@focal/contracts/team';
import { Anchor, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateInZone } from '../../../shared/format/format-date';
import { teamMessages } from '../messages';

const texts = teamMessages.invitations;

type Props = {
  invitations: Invitation[];
  timeZone: string;
  /** The REVOKE link being followed, if any. */
  revoking: string | null;
  onRevoke: (invitation: Invitation) => void;
};

/** Invitations not yet answered; Revoke shows only where the server offers REVOKE. */
export function InvitationsTable({ invitations, timeZone, revoking, onRevoke }: Props) {
  if (invitations.length === 0) return <Text c="dimmed">{texts.empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="sm" aria-label={texts.heading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.email}</Table.Th>
            <Table.Th>{texts.sent}</Table.Th>
            <Table.Th>{texts.expires}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{texts.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((invitation) => (
            <Table.Tr key={invitation.id}>
              <Table.Td>{invitation.email}</Table.Td>
              <Table.Td>{formatDateInZone(invitation.invitedAt, timeZone)}</Table.Td>
              <Table.Td>{formatDateInZone(invitation.expiresAt, timeZone)}</Table.Td>
              <Table.Td ta="right">
                {/* Without SMTP the server offers the development mailbox, so the demo works offline. */}
                {invitation.actions.DEV_MAILBOX && (
                  <Anchor
                    component={Link}
                    to={invitation.actions.DEV_MAILBOX.url}
                    size="sm"
                    mr="sm"
                    aria-label={texts.readMailLabel(invitation.email)}
                  >
                    {texts.readMail}
                  </Anchor>
                )}
                {invitation.actions.REVOKE && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={texts.revokeLabel(invitation.email)}
                    loading={revoking !== null && revoking === invitation.actions.REVOKE?.url}
                    onClick={() => onRevoke(invitation)}
                  >
                    {texts.revoke}
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
