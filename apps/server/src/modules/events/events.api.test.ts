import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { assertEventActive } from './guards.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Test only: events arrive with the calendar. This stands in for a calendar route that loads an
  // event and changes it; production registers no such route.
  t.app.post(
    '/api/test/events/:state',
    { schema: { params: z.object({ state: z.enum(['ACTIVE', 'ARCHIVED', 'COMPLETED']) }) } },
    async (req) => {
      assertEventActive({ state: (req.params as { state: 'ACTIVE' | 'ARCHIVED' | 'COMPLETED' }).state });
      return { data: null };
    },
  );
});
afterAll(() => t.close());

const change = (state: string) => t.call({ method: 'POST', url: `/api/test/events/${state}` });

describe('a change to an event that is no longer active', () => {
  it('goes through for an active event', async () => {
    const res = await change('ACTIVE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('answers 409 with code 705 for an archived event, in the error body', async () => {
    const res = await change('ARCHIVED');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errorCode: '705',
      errorTitle: 'This event was archived',
      errorMessage: expect.stringContaining('archived'),
      data: null,
    });
  });

  it('answers 409 with code 706 for a completed event', async () => {
    const res = await change('COMPLETED');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: '706', errorTitle: 'This event is completed' });
  });

  it('is not a route of the production app', async () => {
    const production = await createTestApp();
    try {
      const res = await production.call({ method: 'POST', url: '/api/test/events/ARCHIVED' });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
