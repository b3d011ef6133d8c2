import { jobPath } from '@focal/contracts/job-pages';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { headerLine } from '../../mail/headers.ts';
import { queueMail } from '../../mail/outbox.ts';
import { linkMail } from '../../mail/templates.ts';
import { companyJob } from '../jobs/find.ts';
import { ownersOf } from '../memberships/service.ts';
import { StudioNoticeText } from './messages.ts';
import { type NOTIFICATION_EVENTS_SENT, notificationOn } from './preferences.ts';
import { findCompanyIdentity, findEmailSettings } from './repo.ts';

type StudioNoticeEvent = (typeof NOTIFICATION_EVENTS_SENT)[number];

export type StudioNotice = {
  companyId: string;
  event: StudioNoticeEvent;
  /** The lead or job it is about: the mail links to its page (`/leads/view/{id}` or `/jobs/view/{id}` by its stage now). */
  jobId: string;
  /** e.g. "Maya Okafor accepted quote #3". */
  subject: string;
  /** Plain sentences, one paragraph each (escaped into the HTML here). */
  lines: string[];
  /** One notice per key per company and owner (a retry queues nothing more): e.g. `quote-accepted-<quoteId>`. */
  idempotencyKey: string;
};

/**
 * Queues the notice in the caller's transaction to each of the company's owners, when the company's
 * switch for the event is on (on by default). Focal tells the studio, so it is account mail (kind
 * `notice`, no company id): it leaves through Focal's own sender in Focal's layout and colours, never
 * through the studio's SMTP server or Gmail, and stays out of the studio's mail log. Returns the
 * outbox ids for the caller to dispatch after commit (`deps.mailer.dispatch(ids)`).
 */
export async function queueStudioNotice(
  tx: Db,
  deps: Pick<AppDeps, 'config'>,
  notice: StudioNotice,
): Promise<string[]> {
  const settings = await findEmailSettings(tx, notice.companyId);
  if (!notificationOn(settings, notice.event)) return [];
  const company = await findCompanyIdentity(tx, notice.companyId);
  if (!company) return [];
  // The company's own lead or job (404 otherwise): a notice never links into another studio.
  const job = await companyJob(tx, notice.companyId, notice.jobId);
  const mail = linkMail(
    // A notice never fails what caused it: a control character (refused in a subject) becomes a space.
    headerLine(notice.subject, 500),
    notice.lines,
    StudioNoticeText.open[job.stage],
    StudioNoticeText.why(company.name, StudioNoticeText.events[notice.event]),
  );
  const link = `${deps.config.publicUrl}${jobPath(job.stage, job.id)}`;
  const ids: string[] = [];
  for (const owner of await ownersOf(tx, notice.companyId)) {
    ids.push(
      await queueMail(tx, {
        kind: 'notice',
        userId: owner.id,
        ...mail({ to: owner.email, firstName: owner.firstName, link }),
        idempotencyKey: `notice:${notice.companyId}:${notice.idempotencyKey}:${owner.id}`,
      }),
    );
  }
  return ids;
}
