import { linkMail } from './templates.ts';

/**
 * The notice to a company's owners that where the studio's mail goes has changed (issue 29 §5): who
 * sends it, through which server or account, where replies go. Told every time, because a server
 * or an account pointed elsewhere receives every mail the studio sends from then on.
 */
export type MailRouteChange =
  | { kind: 'provider'; mode: 'focal' | 'smtp' | 'gmail' }
  | { kind: 'smtp_saved'; host: string; senderEmail: string }
  | { kind: 'smtp_deleted' }
  | { kind: 'reply_domain'; replyAddress: string }
  | { kind: 'gmail_connected'; address: string }
  | { kind: 'gmail_disconnected'; address: string | null }
  | { kind: 'reset_after_removal'; what: string; memberName: string };

const MODE_NAMES = { focal: "Focal's own sender", smtp: 'your own SMTP server', gmail: 'your Gmail account' };

function whatChanged(change: MailRouteChange): string {
  switch (change.kind) {
    case 'provider':
      return `Your studio's emails are now sent through ${MODE_NAMES[change.mode]}.`;
    case 'smtp_saved':
      return `Your studio's emails are now sent through the SMTP server ${change.host}, as ${change.senderEmail}.`;
    case 'smtp_deleted':
      return "Your studio's own SMTP settings were removed; its emails are sent through Focal's own sender.";
    case 'reply_domain':
      return `Replies to your studio's emails now go to ${change.replyAddress}.`;
    case 'gmail_connected':
      return `Your studio's emails are now sent through the Gmail account ${change.address}.`;
    case 'gmail_disconnected':
      return `The Gmail account${change.address ? ` ${change.address}` : ''} was disconnected; your studio's emails are sent through Focal's own sender unless another provider is chosen.`;
    case 'reset_after_removal':
      return `${change.memberName} was removed from your studio, so the ${change.what} they set up no longer sends your studio's emails: they are sent through Focal's own sender again.`;
  }
}

export const mailRouteChangedMail = ({
  to,
  firstName,
  link,
  change,
}: {
  to: string;
  firstName: string;
  link: string;
  change: MailRouteChange;
}) =>
  linkMail(
    "Where your studio's emails go has changed",
    whatChanged(change),
    'Open email settings',
    'If you made this change, there is nothing to do. If not, check your email settings now: whoever controls the sending server or account receives every email your studio sends.',
  )({ to, firstName, link });
