import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { Queue } from '../queue/queue.ts';
import { MAIL_SEND, MAIL_SWEEP, mailJobOptions } from './mailer.ts';
import { failureInWords, MailLogText } from './messages.ts';
import {
  findMail,
  markBounced,
  markDelivered,
  markFailed,
  markGivenUp,
  noteWaiting,
  pendingMail,
  type MailAttachment,
} from './repo.ts';
import { routeFor, type SenderContext } from './sender.ts';
import { classifySmtpError } from './smtp-errors.ts';
import { focalTransport } from './transports.ts';

/**
 * Workers: deliver one message per job, and sweep up any whose job was lost. They start without
 * SMTP_URL too: a company with its own server sends in the embedded and development setups.
 */
export async function startMailWorkers(options: { queue: Queue; db: Db; config: Config; files: FileStore }) {
  const { queue, db, config, files } = options;
  const focal = config.smtpUrl ? focalTransport(config.smtpUrl) : undefined;
  const ctx: DeliveryContext = { db, config, focal, files };
  // A few at once: each waits on someone's mail server (up to 15 s of silence), not on us.
  const work = { pollingIntervalSeconds: 0.5, localConcurrency: 4 };
  await queue.work<{ id: string }>(MAIL_SEND, work, async ([job]) => {
    if (job) await deliver(ctx, job.data.id);
  });
  await queue.schedule(MAIL_SWEEP, '* * * * *');
  await queue.work(MAIL_SWEEP, async () => {
    const stale = await pendingMail(db, new Date(Date.now() - 60_000), { studioOnly: !focal });
    for (const { id } of stale) await queue.send(MAIL_SEND, { id }, mailJobOptions(config, id));
  });
  return { close: () => focal?.close() };
}

/**
 * One attempt at one message. A delivered, bounced or failed row is never sent again. Between the
 * server's acceptance and `markDelivered` a crash leaves the row pending, and the retry sends it a
 * second time: at least once, by choice (a lost invoice is worse than a duplicate), and the
 * Message-ID is the row's, so a receiving server or client that deduplicates sees one message.
 */
export async function deliver(ctx: DeliveryContext, id: string): Promise<void> {
  const mail = await findMail(ctx.db, id);
  if (!mail || mail.deliveredAt || mail.bouncedAt || mail.failedAt) return;
  let transport: Transporter | undefined;
  try {
    const route = await routeFor(ctx, mail);
    if (route.kind === 'wait') return await noteWaiting(ctx.db, id, route.reason);
    if (route.kind === 'unusable') return await markGivenUp(ctx.db, id, route.reason);
    if (route.owned) transport = route.transport;
    await route.transport.sendMail({
      from: route.from,
      to: mail.to,
      ...(route.replyTo ? { replyTo: route.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.attachments.length > 0 ? { attachments: await attachmentsOf(ctx.files, mail.attachments) } : {}),
      messageId: `<${mail.id}@${messageIdDomain(route.from)}>`,
    });
    await markDelivered(ctx.db, id);
  } catch (error) {
    const failure = classifySmtpError(error);
    const words = failureInWords(failure);
    if (failure.permanent && failure.kind !== 'not-allowed') return await markBounced(ctx.db, id, words);
    if (failure.kind === 'not-allowed') return await markGivenUp(ctx.db, id, words);
    const attempts = await markFailed(ctx.db, id, words);
    if (attempts > ctx.config.mailRetry.limit)
      return await markGivenUp(ctx.db, id, `${MailLogText.attemptsExhausted} ${words}`);
    // pg-boss retries the job after its backoff.
    throw new Error(`mail ${id}: ${failure.kind}`);
  } finally {
    transport?.close();
  }
}

type DeliveryContext = SenderContext & { files: FileStore };

/** The files a mail carries, read from file storage now (a missing one fails the attempt, to retry). */
async function attachmentsOf(files: FileStore, attachments: readonly MailAttachment[]) {
  return Promise.all(
    attachments.map(async (file) => {
      const stored = await files.open(file.path);
      if (!stored) throw new Error(`mail attachment ${file.path} is missing`);
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
      return { filename: file.fileName, content: Buffer.concat(chunks), contentType: file.contentType };
    }),
  );
}

const messageIdDomain = (from: { address: string } | string) => {
  const address = typeof from === 'string' ? (/<([^<>]+)>/.exec(from)?.[1] ?? from) : from.address;
  return address.split('@')[1]?.replace(/[^a-z0-9.-]/gi, '') || 'focal.invalid';
};
