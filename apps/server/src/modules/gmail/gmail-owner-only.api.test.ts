import { ApiRoutes } from '@focal/contracts/api-routes';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { mailOutbox, oauthStates } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { currentCompanyId, joinedMember } from '../../test/factories.ts';
import { type GmailDoubles, gmailSignIn, startGmailDoubles } from '../../test/gmail-doubles.ts';
import { findEmailSettings } from '../email-settings/repo.ts';
import { findUserByEmail } from '../users/service.ts';

const GMAIL = ApiRoutes.getGmailConnection.path;
const NOTICE = "Where your studio's emails go has changed";
let google: GmailDoubles;

// eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
it.override('appOptions', async ({}, { onCleanup }) => {
  google = await startGmailDoubles();
  onCleanup(() => google.close());
  return { env: google.env };
});

const notices = (api: Api, userId: string) =>
  api.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.subject, NOTICE)));

/** Issue 29 §5: which Gmail account sends the studio's mail is the owner's to change. */
describe('Gmail is the owner’s', () => {
  it("refuses a member's connect, update and disconnect, changing nothing; the owner is told of each change", async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const ownerId = (await findUserByEmail(api.deps.db, owner.form.email))!.id;
    const companyId = await currentCompanyId(api, owner.auth);
    const member = await joinedMember(api, owner.auth);

    // A member's read works but offers no sign-in (and stores no state for one).
    const states = (await api.deps.db.select().from(oauthStates)).length;
    const look = await api.get(GMAIL, { as: member.auth });
    expect(look.statusCode, look.body).toBe(200);
    expect(look.json().data).toMatchObject({ available: true, connected: false, signInUrl: null });
    expect(await api.deps.db.select().from(oauthStates)).toHaveLength(states);

    // A member completing a sign-in the owner started: refused before the code is exchanged.
    const started = await gmailSignIn(api, owner.auth);
    const asMember = await api.post(
      GMAIL,
      { code: started.code, state: started.state, receiveReplies: true },
      { as: member.auth },
    );
    expect(asMember.statusCode, asMember.body).toBe(403);
    expect(asMember.json()).toMatchObject({ errorCode: 'Forbidden', errorTitle: 'Owners only' });
    expect((await findEmailSettings(api.deps.db, companyId)).gmailAddress).toBeNull();

    google.state.claims = { email: 'owner.studio@gmail.test', email_verified: true };
    const connected = await api.post(
      GMAIL,
      { code: started.code, state: started.state, receiveReplies: true },
      { as: owner.auth },
    );
    expect(connected.statusCode, connected.body).toBe(200);
    let told = await notices(api, ownerId);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Gmail account owner.studio@gmail.test');
    expect((await findEmailSettings(api.deps.db, companyId)).gmailConnectedBy).toBe(ownerId);

    const before = await findEmailSettings(api.deps.db, companyId);
    const revocations = google.state.revocations;
    const update = await api.put(GMAIL, { receiveReplies: false }, { as: member.auth });
    expect(update.statusCode, update.body).toBe(403);
    const disconnect = await api.delete(GMAIL, { as: member.auth });
    expect(disconnect.statusCode, disconnect.body).toBe(403);
    expect(await findEmailSettings(api.deps.db, companyId)).toEqual(before);
    expect(google.state.revocations).toBe(revocations);

    const gone = await api.delete(GMAIL, { as: owner.auth });
    expect(gone.statusCode, gone.body).toBe(200);
    told = await notices(api, ownerId);
    expect(told).toHaveLength(2);
    expect((await findEmailSettings(api.deps.db, companyId)).mode).toBe('focal');
    expect(await notices(api, member.userId)).toHaveLength(0);
  });
});
