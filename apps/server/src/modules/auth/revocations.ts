import { and, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

const POLL_MS = 1_000;

/**
 * The sessions revoked while their access tokens may still be alive, kept in memory so that
 * authenticating a request needs no query. A revocation made by this process counts at once;
 * one made by another API process is picked up within a second by polling.
 */
export class RevocationList {
  private readonly revoked = new Map<string, number>();
  private since = new Date(0);
  private timer: NodeJS.Timeout | undefined;
  private readonly db: Db;
  private readonly keepMs: number;

  constructor(db: Db, accessTokenTtlSeconds: number) {
    this.db = db;
    // An access token outlives its session's revocation by at most its own lifetime.
    this.keepMs = accessTokenTtlSeconds * 1000 + 60_000;
  }

  has(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  add(sessionIds: Iterable<string>): void {
    const now = Date.now();
    for (const id of sessionIds) this.revoked.set(id, now);
  }

  async start(): Promise<void> {
    this.since = new Date(Date.now() - this.keepMs);
    await this.poll();
    this.timer = setInterval(() => void this.poll().catch(() => undefined), POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async poll(): Promise<void> {
    const rows = await this.db
      .select({ id: sessions.id, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(and(isNotNull(sessions.revokedAt), gt(sessions.revokedAt, this.since)));
    for (const row of rows) {
      this.revoked.set(row.id, row.revokedAt!.getTime());
      // Clocks of processes differ a little: look back two seconds from the newest seen.
      if (row.revokedAt!.getTime() - 2_000 > this.since.getTime())
        this.since = new Date(row.revokedAt!.getTime() - 2_000);
    }
    const cutoff = Date.now() - this.keepMs;
    for (const [id, at] of this.revoked) if (at < cutoff) this.revoked.delete(id);
  }
}
