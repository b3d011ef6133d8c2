import type { AppDeps } from '../../deps.ts';
import { lockName } from '../../db/advisory-lock.ts';
import { consume, PORTAL_LINKS_BY_ADDRESS } from '../../http/rate-limits/rate-limit.ts';
import { hashToken } from '../../lib/secrets.ts';
import type { Queue } from '../../queue/queue.ts';
import { targetOf } from './links.ts';
import { queuePortalLinkMail } from './mail.ts';
import * as repo from './repo.ts';

/**
 * A client asks for a link (their address on the sign-in page, or a used or expired link's page).
 * As a password reset does, the request only counts the caller's address and queues a job, so the
 * answer and its timing say nothing of who is a client; the job looks up and mails.
 */
export const PORTAL_LINKS = 'portal-links';
export type PortalLinkJob =
  | { kind: 'email'; companyId: string; email: string }
  | { kind: 'renew'; companyId: string; tokenHash: string };

export async function askForLink(deps: AppDeps, clientAddress: string, job: PortalLinkJob) {
  await consume(deps.db, PORTAL_LINKS_BY_ADDRESS, clientAddress);
  if (deps.queue) await deps.queue.send(PORTAL_LINKS, job, { retryLimit: 3, retryBackoff: true });
  else await sendAskedLink(deps, job);
}

export const renewJob = (companyId: string, token: string): PortalLinkJob => ({
  kind: 'renew',
  companyId,
  tokenHash: hashToken(token),
});

/** The job: mails a fresh link to each live client the request names, at the address the studio holds. */
export async function sendAskedLink(deps: AppDeps, job: PortalLinkJob) {
  const { companyId } = job;
  const brand = await repo.brandOf(deps.db, companyId);
  if (!brand) return;
  let targets: {
    client: NonNullable<Awaited<ReturnType<typeof repo.liveClient>>>;
    link: repo.PortalTargetRow;
  }[] = [];
  if (job.kind === 'email') {
    const found = await repo.clientsWithEmail(deps.db, companyId, job.email);
    targets = found.map((client) => ({ client, link: { targetKind: null, targetId: null } }));
  } else {
    const old = await repo.linkByHash(deps.db, job.tokenHash);
    const client =
      old?.companyId === companyId ? await repo.liveClient(deps.db, companyId, old.clientId) : undefined;
    if (old && client) targets = [{ client, link: old }];
  }
  const ids: string[] = [];
  for (const { client, link } of targets) {
    const contact =
      job.kind === 'email'
        ? client.contacts.find((c) => c.email?.toLowerCase() === job.email)
        : client.contacts[0];
    if (!contact?.email) continue;
    // No client gets more than one link a minute, however often they ask: the check and the link
    // it allows are one step under the client's lock, so two requests at once send one. A link the
    // studio mailed (a quote, a contract) does not count: a client opening it after it was used
    // asks for a fresh one, which the page says is on its way.
    const id = await deps.db.transaction(async (tx) => {
      await lockName(tx, `portal-link:${companyId}:${client.id}`);
      if (await repo.askedWithinAMinute(tx, companyId, client.id)) return null;
      return queuePortalLinkMail(
        tx,
        deps,
        { companyId, clientId: client.id, target: targetOf(link), askedByClient: true },
        { email: contact.email!, firstName: contact.firstName || client.displayName, studioName: brand.name },
      );
    });
    if (id) ids.push(id);
  }
  if (ids.length > 0) await deps.mailer.dispatch(ids);
}

export async function startPortalLinkWorkers(deps: AppDeps & { queue: Queue }) {
  await deps.queue.work<PortalLinkJob>(PORTAL_LINKS, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await sendAskedLink(deps, job.data);
  });
}
