import { ApiRoutes } from '@focal/contracts/api-routes';
import type { SystemNotificationInput } from '@focal/contracts';
import { expect } from 'vitest';
import type { Api } from '../../test/api-test.ts';

/** A valid notification for everyone, live now with no end; tests override what they check. */
export function notificationInput(overrides: Partial<SystemNotificationInput> = {}): SystemNotificationInput {
  return {
    name: 'Maintenance',
    messageIcon: 'MAINTENANCE',
    messageHtml: 'Focal is <b>down</b> for maintenance tonight.',
    backgroundHexColor: '#112233',
    textHexColor: '#ffffff',
    actions: { DISMISS: { actionName: 'Got it' } },
    audience: 'ALL',
    ...overrides,
  };
}

export const withPopup = (overrides: Partial<NonNullable<SystemNotificationInput['popup']>> = {}) => ({
  title: 'What changes',
  messageHTML: 'Read <i>this</i>.',
  trigger: 'ON_DELAY' as const,
  delayMillis: 2000,
  ...overrides,
});

/** Created through the console's API; the answer's data (id, event, input, state…). */
export async function createNotification(
  api: Api,
  admin: Record<string, string>,
  overrides: Partial<SystemNotificationInput> = {},
) {
  const res = await api.post(ApiRoutes.adminCreateSystemNotification.path, notificationInput(overrides), {
    as: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: string;
    event: { eventID: string; popup: { id: string } | null };
    state: string;
  };
}

/** The event ids a user is served now. */
export async function servedIds(api: Api, user: Record<string, string>) {
  const res = await api.get(`${ApiRoutes.listSystemNotifications.path}?onStartup=true`, { as: user });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.events as { eventID: string }[]).map((e) => e.eventID);
}
