import '@mantine/core/styles/Table.css';
import type { Invitation } from '@focal/contracts/team';
import { Anchor, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateInZone } from '../../../shared/format/format-date';
import { teamMessages } from '../messages';
import classes from './invitations-table.module.css';

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
  // On a phone the sent date gives way; the expiry and the actions stay in sight.
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="sm" aria-label={texts.heading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.email}</Table.Th>
            <Table.Th visibleFrom="sm">{texts.sent}</Table.Th>
            <Table.Th>{texts.expires}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{texts.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((invitation) => (
            <Table.Tr key={invitation.id}>
              {/* An address breaks anywhere rather than push the actions out of a phone's view. */}
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{invitation.email}</Table.Td>
              <Table.Td visibleFrom="sm">{formatDateInZone(invitation.invitedAt, timeZone)}</Table.Td>
              <Table.Td>{formatDateInZone(invitation.expiresAt, timeZone)}</Table.Td>
              <Table.Td>
                <div className={classes.actions}>
                  {/* Without SMTP the server links the invitation mail itself (and nothing else), so the demo works offline. */}
                  {invitation.actions.DEV_MAILBOX && (
                    <Anchor
                      component={Link}
                      to={invitation.actions.DEV_MAILBOX.url}
                      size="sm"
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
                </div>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
