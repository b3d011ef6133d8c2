import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, memberships, users } from '../../db/schema.ts';
import { signedInOwner } from '../../test/factories.ts';
import { createSecondApp, createTestApp, type TestApp } from '../../test/test-app.ts';
import { MENU_ARTICLES } from './menu-links.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Polls until the answer satisfies `done` (a server database notifies other connections in about a millisecond). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 3_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

describe('bootstrap serves what the database holds now', () => {
  it('shows a change made by any writer, in this process or another', async () => {
    const { form, auth } = await signedInOwner(t);
    const boot = async () =>
      (await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: auth })).json().data;
    expect((await boot()).authorizedCompany.name).toBe(form.companyName);

    const [user] = await t.deps.db.select().from(users).where(eq(users.email, form.email));
    const [membership] = await t.deps.db.select().from(memberships).where(eq(memberships.userId, user!.id));
    await t.deps.db
      .update(companies)
      .set({ name: 'Renamed Studio' })
      .where(eq(companies.id, membership!.companyId));
    expect(
      (await eventually(boot, (d) => d.authorizedCompany.name === 'Renamed Studio')).authorizedCompany.name,
    ).toBe('Renamed Studio');

    const other = await createSecondApp(t);
    try {
      const bootOther = async () =>
        (await other.inject({ method: 'GET', url: '/api/basic/bootstrap', headers: auth })).json().data;
      expect((await bootOther()).profile.firstName).toBe(form.firstName);
      await t.deps.db.update(users).set({ firstName: 'Grace' }).where(eq(users.id, user!.id));
      expect((await eventually(bootOther, (d) => d.profile.firstName === 'Grace')).profile.firstName).toBe(
        'Grace',
      );
      expect((await eventually(boot, (d) => d.profile.firstName === 'Grace')).profile.firstName).toBe(
        'Grace',
      );
    } finally {
      await other.close();
    }
  });

  it('stops serving a company the user was removed from', async () => {
    const { form, auth } = await signedInOwner(t);
    const boot = () => t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: auth });
    expect((await boot()).statusCode).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, form.email));
    await t.deps.db.delete(memberships).where(eq(memberships.userId, user!.id));
    const res = await eventually(boot, (r) => r.statusCode !== 200);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('453');
  });
});

describe('the user menu’s actions (spec 01 §2.3)', () => {
  it('are offered by the server: help and privacy for everyone, no Stripe portal without Stripe', async () => {
    const { auth } = await signedInOwner(t);
    const links = (await t.call({ method: 'GET', url: '/api/basic/bootstrap', headers: auth })).json().data
      .profile.resourcesLinks as Record<string, unknown>;
    expect(links.HELP_TUTORIALS).toEqual({ url: MENU_ARTICLES.HELP_TUTORIALS });
    expect(links.YOUR_PRIVACY).toEqual({ url: MENU_ARTICLES.YOUR_PRIVACY });
    expect(links.STRIPE_DASHBOARD).toBeUndefined();
  });
});
