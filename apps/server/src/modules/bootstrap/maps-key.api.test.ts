import { ApiRoutes } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';

// The app of this file runs with a maps key configured.
it.override('appOptions', { env: { MAPS_API_KEY: 'AIzaTest_maps-key' } });

describe('the maps key from the configuration (spec 02 §7)', () => {
  it("reaches the web app in bootstrap's settings, and the page's policy allows the maps script", async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const res = await api.get(ApiRoutes.bootstrap.path, { as: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.bootstrapSettings.properties.mapsApiKey).toBe('AIzaTest_maps-key');
    const page = await api.get('/clients');
    expect(String(page.headers['content-security-policy'])).toMatch(
      /script-src [^;]*https:\/\/maps\.googleapis\.com/,
    );
  });
});
