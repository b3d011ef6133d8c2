import { describe, expect } from 'vitest';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { it } from '../../test/api-test.ts';
import { seedDemo, DEMO_ADMIN } from '../../db/seed/demo.ts';
import { randomIp } from '../../test/factories.ts';

it.beforeAll(async ({ api }) => {
  await seedDemo(api.deps.db);
});

/**
 * The console (apps/web features/admin/api/admin-fetch.ts) renews an expired administrator token
 * with the administrator's refresh token at the one refresh endpoint: the renewed token must still
 * be an administrator's, and never open the studio app.
 */
describe('refreshing an administrator session', () => {
  it('answers an administrator token pair that opens the console and not the studio', async ({ api }) => {
    const login = await api.post(ApiRoutes.adminLogin.path, DEMO_ADMIN, { ip: randomIp() });
    const refreshed = await api.post(
      ApiRoutes.refreshTokens.path,
      { refresh_token: login.json().data.refresh_token },
      { ip: randomIp() },
    );
    expect(refreshed.statusCode).toBe(200);
    const { access_token } = refreshed.json().data as { access_token: string };
    const as = (url: string) =>
      api.call({ method: 'GET', url, headers: { authorization: `Bearer ${access_token}` } });
    expect((await as(ApiRoutes.getAdminMe.path)).json()).toMatchObject({ data: { email: DEMO_ADMIN.email } });
    expect((await as(ApiRoutes.bootstrap.path)).json()).toMatchObject({ errorCode: 'IncorrectAccount' });
  });
});
