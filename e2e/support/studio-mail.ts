import { ApiRoutes } from '@focal/contracts/api-routes';
import { type APIRequestContext, expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';

/** A template of the studio's, created and sent to a client through the templates' API routes. */
export async function sendStudioMail(
  api: APIRequestContext,
  access: string,
  to: string,
  subject = 'Your photos are ready',
) {
  const headers = { authorization: `Bearer ${access}` };
  const created = await api.post(ApiRoutes.createEmailTemplate.path, {
    headers,
    data: { name: 'Gallery ready', subject, body: '<p>Your gallery is online.</p>' },
  });
  expect(created.status()).toBe(200);
  const { data } = (await created.json()) as { data: { id: string } };
  const sent = await api.post(ApiRoutes.sendEmailTemplate.path, {
    headers,
    data: { id: data.id, to, idempotencyKey: `e2e-${randomBytes(6).toString('hex')}` },
  });
  expect(sent.status()).toBe(200);
}
