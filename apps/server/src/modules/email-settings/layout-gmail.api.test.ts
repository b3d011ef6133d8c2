import { ApiRoutes as P } from '@focal/contracts/api-routes';
import { expect } from 'vitest';
import { it } from '../../test/api-test.ts';

/** Where the server has a Gmail client, the layout lists the Gmail section with G's addresses. */
it.override('appOptions', {
  env: { GMAIL_OAUTH_CLIENT_ID: 'focal-gmail-client', GMAIL_OAUTH_CLIENT_SECRET: 'gmail-secret' },
});

it('lists GMAIL_REPLIES after the custom provider, with the connection links', async ({ api }) => {
  const { auth } = await api.signedInOwner();
  const sections: { key: string; links: Record<string, unknown> }[] = (
    await api.get(P.getEmailSettingsLayout.path, { as: auth })
  ).json().data.sections;
  expect(sections.map((s) => s.key).slice(0, 4)).toEqual([
    'EMAIL_PROVIDER',
    'CUSTOM_PROVIDER',
    'GMAIL_REPLIES',
    'REPLY_DOMAIN',
  ]);
  expect(sections[2]!.links).toEqual({
    GET: { url: '/api/user/v1/integration/email/gmail', method: 'GET' },
    CONNECT: { url: '/api/user/v1/integration/email/gmail', method: 'POST' },
    UPDATE: { url: '/api/user/v1/integration/email/gmail', method: 'PUT' },
    DELETE: { url: '/api/user/v1/integration/email/gmail', method: 'DELETE' },
  });
});
