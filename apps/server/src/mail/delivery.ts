import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import type { Queue } from '../jobs/queue.ts';
import { findMail, markDelivered, markFailed, pendingMail } from './outbox.ts';

export const MAIL_DELIVER = 'mail-deliver';
export const MAIL_SWEEP = 'mail-sweep';

export type Mailer = {
  /** Schedules delivery of outbox rows after their transaction committed. */
  dispatch: (ids: string[]) => Promise<void>;
  /** True when mail leaves the machine; false when the outbox is the mailbox (development). */
  delivers: boolean;
};

export function createMailer(options: { queue: Queue | undefined; smtpUrl: string | undefined }): Mailer {
  const { queue, smtpUrl } = options;
  return {
    delivers: Boolean(smtpUrl),
    dispatch: async (ids) => {
      if (!smtpUrl || !queue) return;
      for (const id of ids)
        await queue.send(MAIL_DELIVER, { id }, { retryLimit: 8, retryBackoff: true, retryDelay: 5 });
    },
  };
}

/** Workers: deliver one message per job, and sweep up any whose job was lost. */
export async function startMailWorkers(options: { queue: Queue; db: Db; smtpUrl: string; from: string }) {
  const { queue, db, smtpUrl, from } = options;
  const transport = nodemailer.createTransport(smtpUrl);
  await queue.work<{ id: string }>(MAIL_DELIVER, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    const mail = job && (await findMail(db, job.data.id));
    if (!mail || mail.deliveredAt) return;
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await markDelivered(db, mail.id);
    } catch (error) {
      await markFailed(db, mail.id, String(error));
      throw error;
    }
  });
  await queue.schedule(MAIL_SWEEP, '* * * * *');
  await queue.work(MAIL_SWEEP, async () => {
    const stale = await pendingMail(db, new Date(Date.now() - 60_000));
    for (const { id } of stale)
      await queue.send(MAIL_DELIVER, { id }, { singletonKey: id, retryLimit: 8, retryBackoff: true });
  });
  return { close: () => transport.close() };
}
