import { TeamPaths } from '@focal/contracts/team';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { currentCompanyId, joinedMember } from '../../test/factories.ts';
import { findUserByEmail } from '../users/service.ts';
import { sealCompanySecret } from './company-secrets.ts';
import { findEmailSettings, upsertEmailSettings } from './repo.ts';

/**
 * Issue 29 §5: settings a member made before only owners could (written here through the repo)
 * stop carrying the studio's mail when that member is removed; the owner is told which was reset.
 */
const NOTICE = "Where your studio's emails go has changed";
const MEMBER_SMTP = {
  mode: 'smtp' as const,
  smtpHost: 'smtp.member.example',
  smtpPort: 587,
  smtpSecurity: 'starttls' as const,
  smtpUser: 'tess',
  senderName: 'Studio',
  senderEmail: 'studio@member.example',
  smtpVerifiedAt: new Date(),
};

async function setting(api: Api) {
  const owner = await api.signedInOwner();
  const ownerId = (await findUserByEmail(api.deps.db, owner.form.email))!.id;
  const companyId = await currentCompanyId(api, owner.auth);
  const member = await joinedMember(api, owner.auth);
  const notices = () =>
    api.deps.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, ownerId), eq(mailOutbox.subject, NOTICE)));
  const remove = async () => {
    const res = await api.delete(TeamPaths.member(member.userId), { as: owner.auth });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  return { owner, ownerId, companyId, member, notices, remove };
}

describe('removing a member resets the mail route they set up', () => {
  it('their SMTP server: cleared, sending back on Focal, the owner told', async ({ api }) => {
    const { companyId, member, notices, remove } = await setting(api);
    await upsertEmailSettings(api.deps.db, companyId, { ...MEMBER_SMTP, smtpConfiguredBy: member.userId });

    await remove();
    const row = await findEmailSettings(api.deps.db, companyId);
    expect(row).toMatchObject({ mode: 'focal', smtpHost: null, senderEmail: null, smtpConfiguredBy: null });
    const told = await notices();
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Tess Member was removed from your studio');
    expect(told[0]!.text).toContain('mail server smtp.member.example');
  });

  it('their Gmail connection: cleared and no longer sending', async ({ api }) => {
    const { companyId, member, notices, remove } = await setting(api);
    await upsertEmailSettings(api.deps.db, companyId, {
      mode: 'gmail',
      gmailAddress: 'tess@gmail.test',
      gmailRefreshTokenSealed: sealCompanySecret(api.deps.config, companyId, 'refresh-token'),
      gmailAccountCredentialId: crypto.randomUUID(),
      gmailConnectedBy: member.userId,
    });

    await remove();
    const row = await findEmailSettings(api.deps.db, companyId);
    expect(row).toMatchObject({ mode: 'focal', gmailAddress: null, gmailRefreshTokenSealed: null });
    expect((await notices())[0]!.text).toContain('Gmail account tess@gmail.test');
  });

  it('leaves the settings the owner set up', async ({ api }) => {
    const { companyId, ownerId, notices, remove } = await setting(api);
    await upsertEmailSettings(api.deps.db, companyId, { ...MEMBER_SMTP, smtpConfiguredBy: ownerId });
    await remove();
    expect(await findEmailSettings(api.deps.db, companyId)).toMatchObject({
      mode: 'smtp',
      smtpHost: 'smtp.member.example',
    });
    expect(await notices()).toHaveLength(0);
  });
});
