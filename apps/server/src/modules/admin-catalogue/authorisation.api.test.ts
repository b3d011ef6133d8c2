import { ApiRoutes, endpoints } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';

let admin: Record<string, string>;
// The demo (and its administrator) is seeded on an empty database only: before anyone signs up.
it.beforeAll(async ({ api }) => {
  admin = (await api.demoAdmin()).auth;
});

const catalogueRoutes = Object.values(ApiRoutes).filter((r) =>
  /^\/api\/admin\/(plans|promo-codes|announcements)/.test(r.path),
);

describe("the console's catalogue: administrators only", () => {
  it('declares every route for administrators', () => {
    expect(catalogueRoutes.map((r) => r.operationId).sort()).toEqual(
      [
        'adminListPlans',
        'adminUpdatePlan',
        'adminListPromoCodes',
        'adminCreatePromoCode',
        'adminExpirePromoCode',
        'adminListPromoRedemptions',
        'adminListAnnouncements',
        'adminCreateAnnouncement',
        'adminUpdateAnnouncement',
        'adminRetireAnnouncement',
      ].sort(),
    );
    for (const r of catalogueRoutes) expect(endpoints[r.operationId].access).toBe('admin');
  });

  it('answers 401 without a token and 403 to a user, whatever the body, and changes nothing', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const url = (path: string) =>
      path
        .replace(':planId', 'PRO_MONTHLY')
        .replace(':code', 'WELCOME20')
        .replace(':id', '00000000-0000-4000-8000-000000000000');
    for (const r of catalogueRoutes) {
      const call = (headers: Record<string, string>) =>
        api.call({ method: r.method, url: url(r.path), headers, payload: { priceMinor: 1 } });
      const anonymous = await call({});
      expect(anonymous.statusCode, `${r.method} ${r.path}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ errorCode: '450', data: null });
      const asUser = await call(owner.auth);
      expect(asUser.statusCode, `${r.method} ${r.path}`).toBe(403);
      expect(asUser.json()).toEqual({
        errorCode: 'Forbidden',
        errorTitle: 'Administrators only',
        errorMessage: 'This page is for Focal administrators.',
        data: null,
      });
    }
    const plans = (await api.get('/api/admin/plans', { as: admin })).json().data;
    expect(plans.plans.find((p: { planId: string }) => p.planId === 'PRO_MONTHLY').priceMinor).toBe(3900);
  });
});
