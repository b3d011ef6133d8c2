import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { userMenuModel } from './user-menu-model';

describe('userMenuModel', () => {
  it('shows the user and the company the bootstrap names, and no server actions it did not send', () => {
    const model = userMenuModel(bootstrapFixture(), { iosApp: false });
    expect(model.name).toBe('Ada Lovelace');
    expect(model.email).toBe('ada@example.com');
    expect(model.companies).toEqual([{ id: 'company-1', name: 'Lovelace Studio', selected: true }]);
    expect(model.serverLinks).toEqual([]);
    expect(model.canAddCompany).toBe(false);
  });

  it('offers exactly the server actions in profile.resourcesLinks, in the spec order', () => {
    const bootstrap = bootstrapFixture();
    bootstrap.profile.resourcesLinks = {
      YOUR_PRIVACY: { url: 'https://example.com/privacy' },
      STRIPE_DASHBOARD: { url: 'https://dashboard.stripe.com/' },
      PHOTO_URL: { url: 'https://example.com/photo.jpg' },
    };
    expect(userMenuModel(bootstrap, { iosApp: false }).serverLinks).toEqual([
      { key: 'STRIPE_DASHBOARD', label: 'Stripe dashboard', href: 'https://dashboard.stripe.com/' },
      { key: 'YOUR_PRIVACY', label: 'Your privacy', href: 'https://example.com/privacy' },
    ]);
  });

  it('keeps a POST link a POST (STRIPE_DASHBOARD opens a customer portal session)', () => {
    const bootstrap = bootstrapFixture();
    bootstrap.profile.resourcesLinks = {
      STRIPE_DASHBOARD: { url: '/api/basic/v1/subscription/stripe/portal-session', method: 'POST' },
    };
    expect(userMenuModel(bootstrap, { iosApp: false }).serverLinks).toEqual([
      {
        key: 'STRIPE_DASHBOARD',
        label: 'Stripe dashboard',
        href: '/api/basic/v1/subscription/stripe/portal-session',
        method: 'POST',
      },
    ]);
  });

  it('offers Add New Company when the server does, except in the iOS app', () => {
    const bootstrap = bootstrapFixture();
    const companyActions = { ADD_NEW_BRAND: { url: '/api/companies', method: 'POST' } };
    expect(userMenuModel(bootstrap, { companyActions, iosApp: false }).canAddCompany).toBe(true);
    expect(userMenuModel(bootstrap, { companyActions, iosApp: true }).canAddCompany).toBe(false);
    expect(
      userMenuModel(bootstrap, { companyActions: { UPGRADE_PLAN: { url: '/plans' } }, iosApp: false })
        .canAddCompany,
    ).toBe(true);
  });

  it('lists the account’s companies once the ACCOUNT_BRANDS link has answered', () => {
    const brands = [
      { id: 'company-2', name: 'Lovelace Portraits', selected: false, logoUrl: '/files/p.webp' },
      { id: 'company-1', name: 'Lovelace Studio', selected: true, logoUrl: null },
    ];
    expect(userMenuModel(bootstrapFixture(), { brands, iosApp: false }).companies).toEqual(brands);
    // Until then (or when it failed), the company the bootstrap names.
    expect(userMenuModel(bootstrapFixture(), { brands: undefined, iosApp: false }).companies).toEqual([
      { id: 'company-1', name: 'Lovelace Studio', selected: true },
    ]);
  });
});
