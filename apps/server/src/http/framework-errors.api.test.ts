import { expect } from 'vitest';
import { it } from '../test/api-test.ts';

// Fastify refuses these addresses before routing; they still get the spec's error body, not its own.
it('answers an unreadable address with the error body', async ({ api }) => {
  const badEscape = await api.call({ method: 'GET', url: '/api/auth/2fa/qr/%E0%A4%A' });
  expect(badEscape.statusCode).toBe(400);
  expect(badEscape.json()).toEqual({
    errorCode: 'MalformedRequest',
    errorTitle: 'Malformed request',
    errorMessage: 'The address is not valid.',
    data: null,
  });
});

it('answers a path parameter over the longest accepted with the error body', async ({ api }) => {
  const long = await api.call({ method: 'GET', url: `/api/auth/2fa/qr/${'a'.repeat(600)}` });
  expect(long.statusCode).toBe(400);
  expect(long.json()).toMatchObject({
    errorCode: 'MalformedRequest',
    errorMessage: 'A part of the address is longer than this endpoint accepts.',
  });
});
