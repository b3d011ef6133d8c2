import type { Invitation } from '@focal/contracts/team';
import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateInZone } from '../../../shared/format/format-date';
import { DataTable } from '../../../shared/ui/data-table';
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

function Actions({
  invitation,
  revoking,
  onRevoke,
}: { invitation: Invitation } & Omit<Props, 'invitations' | 'timeZone'>) {
  return (
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
  );
}

/** Invitations not yet answered; Revoke shows only where the server offers REVOKE. */
export function InvitationsTable({ invitations, timeZone, revoking, onRevoke }: Props) {
  // On a phone the sent date gives way; the expiry and the actions stay in sight.
  return (
    <DataTable
      label={texts.heading}
      minWidth={300}
      verticalSpacing="sm"
      empty={texts.empty}
      rows={invitations}
      rowKey={(invitation) => invitation.id}
      columns={[
        {
          key: 'email',
          header: texts.email,
          // An address breaks anywhere rather than push the actions out of a phone's view.
          cellProps: { style: { overflowWrap: 'anywhere' } },
          cell: (invitation) => invitation.email,
        },
        {
          key: 'sent',
          header: texts.sent,
          visibleFrom: 'sm',
          cell: (invitation) => formatDateInZone(invitation.invitedAt, timeZone),
        },
        {
          key: 'expires',
          header: texts.expires,
          cell: (invitation) => formatDateInZone(invitation.expiresAt, timeZone),
        },
        {
          key: 'actions',
          header: texts.actions,
          headerHidden: true,
          cell: (invitation) => <Actions invitation={invitation} revoking={revoking} onRevoke={onRevoke} />,
        },
      ]}
    />
  );
}
