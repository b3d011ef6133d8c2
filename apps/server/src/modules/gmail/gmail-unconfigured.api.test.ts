import { ApiRoutes } from '@focal/contracts/api-routes';
import { describe, expect } from 'vitest';
import { oauthStates } from '../../db/schema.ts';
import { it } from '../../test/api-test.ts';
import { gmailConfigured, gmailOAuth } from './provider.ts';

const GMAIL = ApiRoutes.getGmailConnection.path;

// This file's app has no GMAIL_OAUTH_CLIENT_ID: the server offers no Gmail.
describe('Gmail on a server without a Google client', () => {
  it('answers that Gmail is not available, offers no sign-in and refuses a completion or a change', async ({
    api,
  }) => {
    expect(gmailConfigured(api.deps.config)).toBe(false);
    const owner = await api.signedInOwner();
    for (const path of [GMAIL, ApiRoutes.getGmailSettings.path]) {
      const res = await api.get(path, { as: owner.auth });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        available: false,
        connected: false,
        active: false,
        address: null,
        accountCredentialId: null,
        receiveReplies: false,
        senderName: '',
        senderEmail: null,
        signInUrl: null,
      });
    }
    expect(await api.deps.db.select().from(oauthStates)).toHaveLength(0);

    for (const res of [
      await api.post(GMAIL, { code: 'c', state: 's', receiveReplies: true }, { as: owner.auth }),
      await api.put(GMAIL, { receiveReplies: true }, { as: owner.auth }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'NotFound', errorTitle: 'Gmail is not available' });
    }
    // Nothing connected, nothing to remove.
    const removed = await api.delete(GMAIL, { as: owner.auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ available: false, connected: false });
  });
});

describe('Gmail when Google cannot be reached', () => {
  it("answers OAuthFailed in words, not a 500, when the OAuth server's discovery fails", async () => {
    const gmail = {
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'http://127.0.0.1:9',
      smtpUrl: 'smtp://127.0.0.1:9',
    };
    await expect(gmailOAuth(gmail)).rejects.toMatchObject({
      code: 'OAuthFailed',
      message: 'We cannot reach Google right now. Please try again in a few minutes.',
    });
  });
});
