import type { OutboxLinkState } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { latestMailIdsAbout, type MailKind } from '../../mail/outbox.ts';
import { adminInvitationStates, INVITATION_PAGE } from '../admin/admins-service.ts';
import { emailTokenStates, LINK_PAGES, OTHER_LINK_PAGES } from '../auth/service.ts';
import { invitationStates } from '../team/service.ts';
import { OutboxLinkNote } from './messages.ts';

/**
 * The page each kind of link mail points at, followed by its token. The mail's `ref_id` names what
 * the token opens: the email token (auth's link mails), the administrators' or a company's invitation.
 */
const LINK_PAGE: Partial<Record<MailKind, string>> = {
  ...LINK_PAGES,
  admin_invitation: INVITATION_PAGE,
  invitation: '/company/register/',
  // Two-factor's "turned on" notice carries the "This was not me" link; the other notices none.
  security: OTHER_LINK_PAGES.two_factor_not_me,
};
const EMAIL_TOKEN_KINDS = new Set<MailKind>([...(Object.keys(LINK_PAGES) as MailKind[]), 'security']);
/** Kinds of which only some mails carry a link: the ones without a `ref_id` have none. */
const SOME_WITH_LINK = new Set<MailKind>(['security']);

type Mail = { id: string; kind: MailKind; refId: string | null };
type Grant = { acceptedAt?: Date | null; usedAt?: Date | null; expiresAt: Date };

function stateOf(grant: Grant | undefined, now: Date): OutboxLinkState {
  if (!grant) return 'ENDED';
  if (grant.usedAt || grant.acceptedAt) return 'USED';
  return grant.expiresAt <= now ? 'EXPIRED' : 'LIVE';
}

/**
 * Whether the link in each mail still works, asked of the rows that grant it (three queries, and
 * one for the invitations' newest mails, whatever the page's size). A link mail with no `ref_id`
 * (queued before links were tracked) is ENDED: not knowing, the outbox does not show the token.
 */
export async function linkStates(deps: AppDeps, mails: Mail[]): Promise<Map<string, OutboxLinkState>> {
  const refsOf = (test: (kind: MailKind) => boolean) =>
    mails.flatMap((m) => (test(m.kind) && m.refId ? [m.refId] : []));
  const [tokens, admins, teams, newest] = await Promise.all([
    emailTokenStates(
      deps.db,
      refsOf((kind) => EMAIL_TOKEN_KINDS.has(kind)),
    ),
    adminInvitationStates(
      deps.db,
      refsOf((kind) => kind === 'admin_invitation'),
    ),
    invitationStates(
      deps.db,
      refsOf((kind) => kind === 'invitation'),
    ),
    latestMailIdsAbout(
      deps.db,
      refsOf((kind) => kind === 'invitation'),
    ),
  ]);
  const grants = new Map<string, Grant>([...tokens, ...admins, ...teams].map((row) => [row.id, row]));
  const now = new Date();
  return new Map(
    mails.map((mail): [string, OutboxLinkState] => {
      if (!LINK_PAGE[mail.kind] || (SOME_WITH_LINK.has(mail.kind) && !mail.refId)) return [mail.id, 'NONE'];
      const state = stateOf(mail.refId ? grants.get(mail.refId) : undefined, now);
      // An invitation sent again has a new token: only its newest mail's link works.
      if (state === 'LIVE' && mail.kind === 'invitation' && !newest.has(mail.id)) return [mail.id, 'ENDED'];
      return [mail.id, state];
    }),
  );
}

const URL_END = new Set([' ', '\t', '\n', '\r', '"', "'", '<', '>', '(', ')']);

/**
 * Every link to `page` in `body` replaced by `note`: from the start of the address (back to a space,
 * a quote or a bracket) to the end of the token after the page. One pass with indexOf and bounded
 * scans, no regular expression; the scan back never passes the previous replacement, so it is linear.
 */
export function hideLinks(body: string, page: string, note: string): string {
  let out = '';
  let from = 0;
  for (let at = body.indexOf(page); at !== -1; at = body.indexOf(page, from)) {
    let start = at;
    while (start > from && !URL_END.has(body[start - 1]!)) start -= 1;
    let end = at + page.length;
    while (end < body.length && !URL_END.has(body[end]!)) end += 1;
    out += body.slice(from, start) + note;
    from = end;
  }
  return out + body.slice(from);
}

/** The mail as the outbox may show it: a link that no longer works is replaced by a note. */
export function shownMail<M extends { kind: MailKind; text: string; html: string }>(
  mail: M,
  link: OutboxLinkState,
): M {
  const page = LINK_PAGE[mail.kind];
  if (!page || link === 'NONE' || link === 'LIVE') return mail;
  const note = OutboxLinkNote[link];
  return { ...mail, text: hideLinks(mail.text, page, note), html: hideLinks(mail.html, page, note) };
}
