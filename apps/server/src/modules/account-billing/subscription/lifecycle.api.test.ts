// engine-dependent: the lifecycle runs as a job scheduled on the queue.
import { PAYMENT_RENEWALS } from '../charges/renewals.ts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { businessAccounts, subscriptions, users } from '../../../db/schema.ts';
import { PAST_DUE_GRACE_DAYS, runSubscriptionLifecycle, SUBSCRIPTION_LIFECYCLE } from './lifecycle.ts';

it.override('appOptions', { workers: true });

const DAY = 86_400_000;
type Values = Partial<typeof subscriptions.$inferInsert>;

async function accountWith(api: Api, values: Values) {
  const owner = await api.signedInOwner();
  const [account] = await api.deps.db
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .innerJoin(users, eq(users.id, businessAccounts.ownerUserId))
    .where(eq(users.email, owner.form.email));
  await api.deps.db.update(subscriptions).set(values).where(eq(subscriptions.businessAccountId, account!.id));
  return account!.id;
}

describe('the subscription lifecycle job', () => {
  it('expires ended trials, moves unrenewed subscriptions to past due, and cancels past due after the grace period', async ({
    api,
  }) => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const ids = {
      endedTrial: await accountWith(api, { status: 'trialing', accessTill: ago(1) }),
      runningTrial: await accountWith(api, { status: 'trialing', accessTill: ago(-3) }),
      unrenewed: await accountWith(api, { status: 'active', accessTill: ago(2) }),
      paid: await accountWith(api, { status: 'active', accessTill: ago(-20) }),
      comped: await accountWith(api, { status: 'active', accessTill: null }),
      graceOver: await accountWith(api, { status: 'past_due', accessTill: ago(0.5) }),
      inGrace: await accountWith(api, { status: 'past_due', accessTill: ago(-4) }),
    };

    const moved = await runSubscriptionLifecycle(api.deps.db, now);
    expect(moved).toMatchObject({ expired: 1, pastDue: 1, canceled: 1 });

    const rows = await api.deps.db
      .select()
      .from(subscriptions)
      .where(inArray(subscriptions.businessAccountId, Object.values(ids)));
    const of = (id: string) => rows.find((r) => r.businessAccountId === id)!;
    expect(of(ids.endedTrial).status).toBe('expired');
    expect(of(ids.runningTrial).status).toBe('trialing');
    expect(of(ids.unrenewed).status).toBe('past_due');
    // The grace period counts from the end of the paid period.
    expect(of(ids.unrenewed).accessTill!.getTime()).toBe(ago(2).getTime() + PAST_DUE_GRACE_DAYS * DAY);
    expect(of(ids.paid).status).toBe('active');
    expect(of(ids.comped).status).toBe('active');
    expect(of(ids.graceOver).status).toBe('canceled');
    expect(of(ids.inGrace).status).toBe('past_due');

    // Running again changes nothing more until the grace period of the new past-due one ends.
    expect(await runSubscriptionLifecycle(api.deps.db, now)).toEqual({ expired: 0, pastDue: 0, canceled: 0 });
    const later = new Date(now.getTime() + (PAST_DUE_GRACE_DAYS - 2) * DAY + 1000);
    expect((await runSubscriptionLifecycle(api.deps.db, later)).canceled).toBeGreaterThanOrEqual(1);
    const [unrenewed] = await api.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessAccountId, ids.unrenewed));
    expect(unrenewed!.status).toBe('canceled');
  });

  it('is scheduled on the queue when the workers start, with the renewals', async ({ api }) => {
    const schedules = await api.deps.queue!.getSchedules();
    expect(schedules.map((s) => s.name)).toEqual(
      expect.arrayContaining([SUBSCRIPTION_LIFECYCLE, PAYMENT_RENEWALS]),
    );
  });
});
