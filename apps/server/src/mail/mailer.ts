import type { Config } from '../config.ts';
import type { Queue } from '../queue/queue.ts';

/**
 * What the services hold to send mail (AppDeps' `mailer`): a leaf beside the delivery workers
 * (delivery.ts), which reach the senders, Gmail and OAuth, so AppDeps imports none of them.
 */

/** A new name for the exclusive policy (an existing queue keeps its policy); the sweep finds old jobs' rows. */
export const MAIL_SEND = 'mail-send';
export const MAIL_SWEEP = 'mail-sweep';

/**
 * One job at a time per message: `exclusive` with the message id as singleton key refuses a second
 * job while one is queued, waiting to retry or running, so a sweep and a dispatch, or two
 * dispatches, never send one message twice at once. A run hung past its expiry is retried.
 */
export const MAIL_SEND_QUEUE = { policy: 'exclusive', expireInSeconds: 120 } as const;

type MailConfig = Pick<Config, 'smtpUrl' | 'mailRetry'>;

export type Mailer = {
  /** Schedules delivery of outbox rows after their transaction committed. */
  dispatch: (ids: string[]) => Promise<void>;
  /** True when account mail leaves the machine; false when the outbox is the mailbox (development). */
  delivers: boolean;
};

/** A message's delivery job: one per message at a time, retried as configured. */
export const mailJobOptions = (config: MailConfig, id: string) => ({
  singletonKey: id,
  retryLimit: config.mailRetry.limit,
  retryDelay: config.mailRetry.delaySeconds,
  retryBackoff: true,
});

export function createMailer(options: { queue: Queue | undefined; config: MailConfig }): Mailer {
  const { queue, config } = options;
  return {
    delivers: Boolean(config.smtpUrl),
    // Without SMTP_URL studio mail still leaves through a studio's own server; the worker keeps
    // what must go through Focal's server in the outbox.
    dispatch: async (ids) => {
      if (!queue) return;
      for (const id of ids) await queue.send(MAIL_SEND, { id }, mailJobOptions(config, id));
    },
  };
}
