import { envelope } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { mailFor } from '../../mail/outbox.ts';
import { authenticate } from '../auth/guards.ts';
import { findUserById } from '../auth/repo.ts';
import { ADDRESS_PURPOSE } from './links.ts';

const mailboxSchema = envelope(
  z.object({
    address: z.string(),
    messages: z.array(
      z.object({
        id: z.string(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        html: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
);

/**
 * The development mailbox (no SMTP_URL): like a letter opener, it shows the mail Focal would have
 * sent to one address. Readable by the signed-in user for their own address, with the link token
 * the sign-up answer carries (so sign-up works offline before the address is confirmed), or with
 * an address's link (`devMailboxLink`).
 */
export function devMailRoutes(app: FastifyInstance, deps: AppDeps) {
  if (deps.mailer.delivers) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        querystring: z.strictObject({ token: z.string().max(2048).optional() }),
        response: { 200: mailboxSchema },
      },
    },
    async (req) => {
      const { token } = req.query;
      const address = token && (await deps.tokens.verifyPurpose(ADDRESS_PURPOSE, token));
      const userId = token
        ? await deps.tokens.verifyPurpose('resend-confirmation', token)
        : (await authenticate(deps, req)).subjectId;
      const user = address ? { email: address } : userId && (await findUserById(deps.db, userId));
      if (!user)
        throw new AppError(
          'Forbidden',
          'Mailbox not available',
          'This mailbox link is not valid. Sign in to read your mail.',
        );
      const messages = await mailFor(deps.db, user);
      return {
        data: {
          address: user.email,
          messages: messages.map((m) => ({
            id: m.id,
            to: m.to,
            subject: m.subject,
            text: m.text,
            html: m.html,
            createdAt: m.createdAt.toISOString(),
          })),
        },
      };
    },
  );
}
