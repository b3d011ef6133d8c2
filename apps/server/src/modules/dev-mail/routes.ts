import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { findMail, latestMailAbout } from '../../mail/outbox.ts';
import { isInvitationPending } from '../team/service.ts';
import { LINKABLE_KINDS, MAIL_LINK_PURPOSE } from './links.ts';
import { adminOutboxRoutes } from './outbox-routes.ts';

const unavailable = () =>
  new AppError(
    'Forbidden',
    'Mail not available',
    'This mail link is not valid any more. Ask for the mail again where you started.',
  );

/** A mail may be shown while its link is signed and what it grants still stands. */
async function readableMail(deps: AppDeps, token: string) {
  const id = await deps.tokens.verifyPurpose(MAIL_LINK_PURPOSE, token);
  const mail = id && (await findMail(deps.db, id));
  if (!mail || !LINKABLE_KINDS.includes(mail.kind)) return undefined;
  if (mail.kind === 'invitation') {
    // A revoked, accepted or re-sent invitation takes its mail's link with it.
    if (!mail.refId || !(await isInvitationPending(deps.db, mail.refId))) return undefined;
    if ((await latestMailAbout(deps.db, mail.refId))?.id !== mail.id) return undefined;
  }
  return mail;
}

/**
 * The development mail viewer (no SMTP_URL, and outside production unless DEV_MAILBOX=1): a link
 * handed out by sign-up or an invitation opens the one message it was made for. There is no
 * mailbox of an address or of a signed-in user: mail that grants an account (reset, address
 * change) is read by an administrator through the outbox, never by whoever asked for it.
 */
export function devMailRoutes(app: FastifyInstance, deps: AppDeps) {
  adminOutboxRoutes(app, deps);
  if (!deps.config.devMailbox) return;
  route(app, E.getDevMail, {}, async (req, reply) => {
    const mail = await readableMail(deps, req.query.token);
    if (!mail) throw unavailable();
    void reply.header('cache-control', 'no-store');
    return {
      data: {
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        createdAt: mail.createdAt.toISOString(),
      },
    };
  });
}
