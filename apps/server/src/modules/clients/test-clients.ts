import { ApiRoutes as R, type Client, type CreateClientRequest } from '@focal/contracts';
import { expect } from 'vitest';
import type { Api } from '../../test/api-test.ts';

/** What the clients tests share: a person's create body and a client created through the API. */
type Auth = Record<string, string>;

export const person = (firstName: string, lastName: string, email?: string): CreateClientRequest => ({
  kind: 'person',
  contacts: [{ firstName, lastName, email: email ?? null, phone: null }],
});

export async function createdClient(api: Api, auth: Auth, body: CreateClientRequest): Promise<Client> {
  const res = await api.post(R.createClient.path, body, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
