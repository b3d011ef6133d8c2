import { ApiRoutes } from '@focal/contracts/api-routes';
import { expect } from 'vitest';
import { it } from '../../test/api-test.ts';

/**
 * The account context is cached per process and dropped by the triggers' NOTIFY, which on a
 * PostgreSQL server arrives on a trip of its own: under load a bootstrap right after a photo upload
 * came first and showed no photo. A write's own answer must never leave before its process forgets.
 */
it('the request after a change sees it, even before the database’s notification arrives', async ({ api }) => {
  const { auth } = await api.signedInOwner();
  const firstName = async () =>
    (await api.get(ApiRoutes.bootstrap.path, { as: auth })).json().data.profile.firstName as string;
  const before = await firstName(); // cached now
  // No notification arrives from here on: only the write's own process can drop the cache.
  await api.deps.contextCache.stop();
  const res = await api.put(
    ApiRoutes.updateProfile.path,
    { firstName: `${before}-renamed`, lastName: 'Okafor' },
    { as: auth },
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(await firstName()).toBe(`${before}-renamed`);
});
