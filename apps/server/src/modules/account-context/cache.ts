import type { Database } from '../../db/client.ts';
import { invalidatePlanCatalogue } from '../account-billing/plans/catalogue.ts';
import { CONTEXT_CHANGED_CHANNEL } from './channel.ts';
import type { AccountContext as Context } from './repo.ts';

/** A safety net in case a notification is ever lost without the connection dropping. */
const MAX_AGE_MS = 10_000;
const MAX_ENTRIES = 10_000;

/**
 * The account context (the auth guards, bootstrap and the subscription read it), kept per (user, company) while nothing changed. Triggers on
 * the tables it is read from NOTIFY every API process (migration 0002), which drops everything: on
 * the embedded database within the committing query, on a server within the notification's trip
 * (about a millisecond on one network). A successful write request drops it in its own process
 * before answering (app.ts, registerReadYourWrites), so its client never reads around it.
 */
export class ContextCache {
  private generation = 0;
  private readonly entries = new Map<string, { context: Context; generation: number; at: number }>();
  private unlisten: (() => Promise<void>) | undefined;

  async start(database: Database): Promise<void> {
    this.unlisten = await database.listen(CONTEXT_CHANGED_CHANNEL, () => this.invalidate());
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }

  /** Also drops the plan catalogue: its limits and names are part of what a request runs with. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
    invalidatePlanCatalogue();
  }

  async get(
    userId: string,
    companyId: string,
    load: () => Promise<Context | undefined>,
  ): Promise<Context | undefined> {
    const key = `${userId}:${companyId}`;
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation && Date.now() - hit.at < MAX_AGE_MS) return hit.context;
    const generation = this.generation;
    const context = await load();
    // A change that landed while loading makes this read possibly stale: do not keep it.
    if (context && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { context, generation, at: Date.now() });
    }
    return context;
  }
}
