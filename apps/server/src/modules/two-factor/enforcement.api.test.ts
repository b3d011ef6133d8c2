import { ApiRoutes } from '@focal/contracts/api-routes';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { createdCompany, joinedMember, onPlan } from '../../test/factories.ts';
import { turnedOn } from '../../test/two-factor.ts';

const ENFORCEMENT = ApiRoutes.setTwoFactorEnforcement.path;
const METADATA = ApiRoutes.getTwoFactorSetupMetadata.path;
const enforce = (api: Api, as: Record<string, string>, enforce2FA: boolean) =>
  api.put(ENFORCEMENT, { enforce2FA }, { as });
const enforcementOf = async (api: Api, as: Record<string, string>) =>
  (await api.get(METADATA, { as })).json().data.enforcement;

describe("a company's two-factor requirement (its owner's switch)", () => {
  it("needs the owner's own two-factor on to require it, and answers the requirement", async ({ api }) => {
    const owner = await api.signedInOwner({ companyName: 'Silver Gelatin' });
    const early = await enforce(api, owner.auth, true);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      errorCode: 'Conflict',
      errorTitle: 'Set up two-factor authentication first',
    });
    expect((await enforcementOf(api, owner.auth)).required).toBe(false);

    await turnedOn(api, owner.auth);
    const on = await enforce(api, owner.auth, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toEqual({
      companyName: 'Silver Gelatin',
      required: true,
      canChange: true,
      requiredElsewhere: false,
    });
    expect((await enforcementOf(api, owner.auth)).required).toBe(true);
    const off = await enforce(api, owner.auth, false);
    expect(off.json().data.required).toBe(false);
    expect((await enforcementOf(api, owner.auth)).required).toBe(false);
  });

  it('is for the owner only: a member is refused 403 and nothing changes', async ({ api }) => {
    const owner = await api.signedInOwner();
    const member = await joinedMember(api, owner.auth);
    await turnedOn(api, member.auth);
    for (const value of [true, false]) {
      const res = await enforce(api, member.auth, value);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('Forbidden');
    }
    expect((await enforcementOf(api, owner.auth)).required).toBe(false);
  });

  it('tells a user of two companies when the other one requires it', async ({ api }) => {
    const owner = await api.signedInOwner({ companyName: 'First Light' });
    await onPlan(api, owner.form.email, 'MASTER');
    await turnedOn(api, owner.auth);
    expect((await enforce(api, owner.auth, true)).statusCode).toBe(200);
    const second = await createdCompany(api, owner.auth, 'Second Light');
    expect(await enforcementOf(api, second.auth)).toEqual({
      companyName: 'Second Light',
      required: false,
      canChange: true,
      requiredElsewhere: true,
    });
  });
});
