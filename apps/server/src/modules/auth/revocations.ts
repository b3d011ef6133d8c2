import type { Db } from '../../db/client.ts';
import { sessionsChangedSince } from './repo.ts';

const POLL_MS = 1_000;

/**
 * What makes a live access token's claims stale, kept in memory so that authenticating a request
 * needs no query: sessions revoked, and sessions whose company changed (a switch, or removal from a
 * company) since their tokens were issued. A change made by this process counts at once; one made
 * by another API process is picked up within a second by polling.
 */
export class RevocationList {
  private readonly revoked = new Map<string, number>();
  /** Session → the company it works in now (null: none left), with when that changed. */
  private readonly companies = new Map<string, { companyId: string | null; at: number }>();
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

  /** The session's current company when it changed recently, else undefined (the token's own is current). */
  companyOf(sessionId: string): string | null | undefined {
    return this.companies.get(sessionId)?.companyId;
  }

  companyChanged(sessionId: string, companyId: string | null, at = Date.now()): void {
    const known = this.companies.get(sessionId);
    if (!known || known.at <= at) this.companies.set(sessionId, { companyId, at });
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
    const rows = await sessionsChangedSince(this.db, this.since);
    let newest = this.since.getTime();
    for (const row of rows) {
      if (row.revokedAt) this.revoked.set(row.id, row.revokedAt.getTime());
      if (row.companyChangedAt) this.companyChanged(row.id, row.companyId, row.companyChangedAt.getTime());
      for (const at of [row.revokedAt, row.companyChangedAt]) if (at) newest = Math.max(newest, at.getTime());
    }
    // Clocks of processes differ a little: look back two seconds from the newest seen.
    if (newest - 2_000 > this.since.getTime()) this.since = new Date(newest - 2_000);
    const cutoff = Date.now() - this.keepMs;
    for (const [id, at] of this.revoked) if (at < cutoff) this.revoked.delete(id);
    for (const [id, entry] of this.companies) if (entry.at < cutoff) this.companies.delete(id);
  }
}
