import { ApiRoutes as R } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { studio } from '../../test/job-factories.ts';

const SETTINGS = R.getPaymentSettings.path;
const defaults = { updatedAt: null, card: { surchargeBasisPoints: 0, tipsEnabled: false } };

describe('payment settings', () => {
  it('answers the defaults, saves the card options, and leaves other companies alone', async ({ api }) => {
    const a = await studio(api);
    const b = await studio(api);
    expect((await api.get(SETTINGS, { as: a.auth })).json().data).toEqual(defaults);

    const card = { surchargeBasisPoints: 250, tipsEnabled: true };
    const saved = await api.put(SETTINGS, { updatedAt: null, card }, { as: a.auth });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { updatedAt: expect.any(String) as unknown, card };
    expect(saved.json().data).toEqual(expected);
    expect((await api.get(SETTINGS, { as: a.auth })).json().data).toEqual(saved.json().data);
    expect((await api.get(SETTINGS, { as: b.auth })).json().data).toEqual(defaults);

    // Saved again over the version it was loaded at.
    const again = await api.put(
      SETTINGS,
      { updatedAt: saved.json().data.updatedAt, card: { surchargeBasisPoints: 1000, tipsEnabled: false } },
      { as: a.auth },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.card).toEqual({ surchargeBasisPoints: 1000, tipsEnabled: false });
  });

  it('refuses a save over an older version, and a first save when a colleague saved first', async ({
    api,
  }) => {
    const a = await studio(api);
    const first = await api.put(
      SETTINGS,
      { updatedAt: null, card: { surchargeBasisPoints: 100, tipsEnabled: false } },
      { as: a.auth },
    );
    const loadedAt = first.json().data.updatedAt as string;
    await api.put(
      SETTINGS,
      { updatedAt: loadedAt, card: { surchargeBasisPoints: 200, tipsEnabled: true } },
      { as: a.auth },
    );

    for (const updatedAt of [loadedAt, null]) {
      const stale = await api.put(
        SETTINGS,
        { updatedAt, card: { surchargeBasisPoints: 300, tipsEnabled: false } },
        { as: a.auth },
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        errorCode: 'StaleVersion',
        errorTitle: 'These settings were changed',
      });
    }
    expect((await api.get(SETTINGS, { as: a.auth })).json().data.card).toEqual({
      surchargeBasisPoints: 200,
      tipsEnabled: true,
    });
  });

  it('refuses a surcharge outside 0 to 10 % or not in whole basis points', async ({ api }) => {
    const a = await studio(api);
    for (const surchargeBasisPoints of [-1, 1001, 2.5]) {
      const refused = await api.put(
        SETTINGS,
        { updatedAt: null, card: { surchargeBasisPoints, tipsEnabled: false } },
        { as: a.auth },
      );
      expect(refused.statusCode, String(surchargeBasisPoints)).toBe(400);
      expect(refused.json().data.fields).toHaveProperty(['card.surchargeBasisPoints']);
    }
    const unknown = await api.put(
      SETTINGS,
      { updatedAt: null, card: { surchargeBasisPoints: 0, tipsEnabled: false, stripe: true } },
      { as: a.auth },
    );
    expect(unknown.statusCode).toBe(400);
    expect((await api.get(SETTINGS, { as: a.auth })).json().data).toEqual(defaults);
  });
});
