import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { companies, memberships, users } from '../../db/schema.ts';
import { createSecondApp, TEST_PUBLIC_URL } from '../../test/test-app.ts';

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
  it('shows a change made by any writer, in this process or another', async ({ api }) => {
    const { form, auth } = await api.signedInOwner();
    const boot = async () => (await api.get('/api/basic/bootstrap', { as: auth })).json().data;
    expect((await boot()).authorizedCompany.name).toBe(form.companyName);
    // No maps key configured: the address fields stay plain (spec 02 §7).
    expect((await boot()).bootstrapSettings.properties).not.toHaveProperty('mapsApiKey');

    const [user] = await api.deps.db.select().from(users).where(eq(users.email, form.email));
    const [membership] = await api.deps.db.select().from(memberships).where(eq(memberships.userId, user!.id));
    await api.deps.db
      .update(companies)
      .set({ name: 'Renamed Studio' })
      .where(eq(companies.id, membership!.companyId));
    expect(
      (await eventually(boot, (d) => d.authorizedCompany.name === 'Renamed Studio')).authorizedCompany.name,
    ).toBe('Renamed Studio');

    const other = await createSecondApp(api);
    try {
      const bootOther = async () =>
        (await other.inject({ method: 'GET', url: '/api/basic/bootstrap', headers: auth })).json().data;
      expect((await bootOther()).profile.firstName).toBe(form.firstName);
      await api.deps.db.update(users).set({ firstName: 'Grace' }).where(eq(users.id, user!.id));
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

  it('stops serving a company the user was removed from', async ({ api }) => {
    const { form, auth } = await api.signedInOwner();
    const boot = () => api.get('/api/basic/bootstrap', { as: auth });
    expect((await boot()).statusCode).toBe(200);
    const [user] = await api.deps.db.select().from(users).where(eq(users.email, form.email));
    await api.deps.db.delete(memberships).where(eq(memberships.userId, user!.id));
    const res = await eventually(boot, (r) => r.statusCode !== 200);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('453');
  });
});

describe('the user menu’s actions (spec 01 §2.3)', () => {
  it('are offered by the server: help and privacy for everyone, no Stripe portal without Stripe', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const links = (await api.get('/api/basic/bootstrap', { as: auth })).json().data.profile
      .resourcesLinks as Record<string, unknown>;
    // Nothing configured: the installation's own pages, not an outside domain.
    expect(links.HELP_TUTORIALS).toEqual({ url: `${TEST_PUBLIC_URL}/help` });
    expect(links.YOUR_PRIVACY).toEqual({ url: `${TEST_PUBLIC_URL}/privacy` });
    expect(links.STRIPE_DASHBOARD).toBeUndefined();
  });
});
