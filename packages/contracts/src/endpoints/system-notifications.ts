import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';
import {
  adminSystemNotificationListResponseSchema,
  adminSystemNotificationResponseSchema,
  dismissEventParamsSchema,
  dismissPopupParamsSchema,
  systemNotificationIdParamsSchema,
  systemNotificationInputSchema,
  systemNotificationsQuerySchema,
  systemNotificationsResponseSchema,
} from '../system-notifications.ts';

const user = { tags: ['system-notifications'], access: 'user' } as const;
const admin = { tags: ['system-notifications', 'admin'], access: 'admin' } as const;

/** The notification bar and popups: what a user is shown and dismisses, and what administrators send. */
export const systemNotificationEndpoints = {
  listSystemNotifications: endpoint(R.listSystemNotifications, {
    ...user,
    description:
      "The server's clock and the system notifications meant for this user that they have not dismissed.",
    query: systemNotificationsQuerySchema,
    response: systemNotificationsResponseSchema,
  }),
  dismissSystemNotification: endpoint(R.dismissSystemNotification, {
    ...user,
    description: "Records that this user dismissed a notification's bar.",
    params: dismissEventParamsSchema,
    response: emptyDataSchema,
  }),
  dismissSystemNotificationPopup: endpoint(R.dismissSystemNotificationPopup, {
    ...user,
    description: "Records that this user closed or dismissed a notification's popup.",
    params: dismissPopupParamsSchema,
    response: emptyDataSchema,
  }),
  adminListSystemNotifications: endpoint(R.adminListSystemNotifications, {
    ...admin,
    description: 'Every system notification, newest first, with its state and how many users dismissed it.',
    response: adminSystemNotificationListResponseSchema,
  }),
  adminCreateSystemNotification: endpoint(R.adminCreateSystemNotification, {
    ...admin,
    description:
      'Creates a system notification (its HTML sanitised) for everyone, plan tiers or listed users.',
    body: systemNotificationInputSchema,
    response: adminSystemNotificationResponseSchema,
  }),
  adminUpdateSystemNotification: endpoint(R.adminUpdateSystemNotification, {
    ...admin,
    description: 'Replaces a system notification that is not retired.',
    params: systemNotificationIdParamsSchema,
    body: systemNotificationInputSchema,
    response: adminSystemNotificationResponseSchema,
  }),
  adminRetireSystemNotification: endpoint(R.adminRetireSystemNotification, {
    ...admin,
    description: 'Retires a system notification: no user is shown it again.',
    params: systemNotificationIdParamsSchema,
    response: adminSystemNotificationResponseSchema,
  }),
};
