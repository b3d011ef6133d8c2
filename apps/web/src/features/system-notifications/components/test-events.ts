import type { SystemNotificationEvent, SystemNotificationPopup } from '@focal/contracts/system-notifications';

export const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** An event as the server sends it, with what a test cares about overridden. */
export function notificationEvent(
  n: number,
  overrides: Partial<SystemNotificationEvent> = {},
): SystemNotificationEvent {
  return {
    eventID: ID(n),
    messageIcon: 'MAINTENANCE',
    messageHTML: `<b>Notice ${n}</b>`,
    properties: { style: { background: { hexColor: '#1864ab' }, text: { hexColor: '#ffffff' } } },
    actions: { DISMISS: { actionName: `Dismiss ${n}` } },
    validFromEpochSeconds: null,
    validTillEpochSeconds: null,
    popup: null,
    ...overrides,
  };
}

export function notificationPopup(
  n: number,
  overrides: Partial<SystemNotificationPopup> = {},
): SystemNotificationPopup {
  return {
    id: ID(n + 5),
    popupContent: { title: `Popup ${n}`, messageHTML: `<p>About ${n}</p>` },
    triggerCondition: { type: 'Immediately' },
    ...overrides,
  };
}
