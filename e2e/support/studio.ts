import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SignupRequest } from '@focal/contracts';
import { todayIn } from '@focal/contracts/zoned-time';
import { createConfirmedUser } from './api.ts';
import { setAccountPlan } from './companies.ts';
import { expect } from './fixtures.ts';

/**
 * The studio core's journeys start from a fresh studio of their own and seed what the page under
 * test does not make itself (clients, leads, jobs) through the API.
 */
export type Headers = Record<string, string>;

/** A new studio's owner, signed in, with the bearer headers for seeding; on a plan when given. */
export async function freshStudio(
  request: APIRequestContext,
  options: { plan?: Parameters<typeof setAccountPlan>[2] } & Partial<SignupRequest> = {},
) {
  const { plan, ...signup } = options;
  const owner = await createConfirmedUser(request, signup);
  if (plan) await setAccountPlan(request, owner.email, plan);
  const headers: Headers = { authorization: `Bearer ${owner.tokens.access_token}` };
  return { owner, headers };
}

const idOf = async (answer: Awaited<ReturnType<APIRequestContext['post']>>) => {
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { id: string } }).data.id;
};

/** A person client with an email made of the first name; its id. */
export const seedClient = async (
  api: APIRequestContext,
  headers: Headers,
  firstName: string,
  lastName: string,
) =>
  idOf(
    await api.post('/api/user/clients', {
      headers,
      data: {
        kind: 'person',
        contacts: [{ firstName, lastName, email: `${firstName.toLowerCase()}@example.com` }],
      },
    }),
  );

type SessionSeed = { name: string; startsAt: string; endsAt: string };

/** A lead or job for clients, with a type and sessions when given; its id. */
export const seedRecord = async (
  api: APIRequestContext,
  headers: Headers,
  data: {
    stage: 'lead' | 'job';
    name: string;
    clientIds: string[];
    jobTypeId?: string;
    mainDate?: string;
    valueCents?: number;
    sessions?: SessionSeed[];
  },
) => idOf(await api.post('/api/user/jobs', { headers, data }));

/** A lead or job's sessions by name, as the server has them. */
export async function sessionsByName(api: APIRequestContext, headers: Headers, jobId: string) {
  const answer = await api.get(`/api/user/jobs/${jobId}/sessions`, { headers });
  expect(answer.status()).toBe(200);
  const { sessions } = ((await answer.json()) as { data: { sessions: (SessionSeed & { id: string })[] } })
    .data;
  return Object.fromEntries(sessions.map((s) => [s.name, s]));
}

/**
 * A pointer drag from the middle of an element to a point, in steps: FullCalendar and dnd-kit start
 * a drag only after the pointer has moved a few pixels while pressed.
 */
export async function dragTo(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = (await from.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

/** Fills the "+ New lead" / "+ New job" form's sessions: one "+ Add session" per name and date. */
export async function addSessions(
  dialog: Locator,
  sessions: readonly (readonly [name: string, date: string])[],
) {
  for (const [i, [name, date]] of sessions.entries()) {
    await dialog.getByRole('button', { name: '+ Add session' }).click();
    await dialog.getByLabel(`Session ${i + 1}: Session name`).fill(name);
    await dialog.getByLabel(`Session ${i + 1}: Date`).fill(date);
  }
}

/** The days of the current week where the zone is: day(0) is its Monday ('YYYY-MM-DD'), day(n) n days on. */
export function thisWeekIn(timeZone: string): (n: number) => string {
  const today = new Date(`${todayIn(timeZone)}T12:00:00Z`);
  const mondayOffset = (today.getUTCDay() + 6) % 7;
  return (n) => {
    const date = new Date(today);
    date.setUTCDate(date.getUTCDate() - mondayOffset + n);
    return date.toISOString().slice(0, 10);
  };
}
