/** The paths of endpoints/system-notifications.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const systemNotificationsPaths = {
  adminListSystemNotifications: ['GET', '/api/admin/system-notifications'],
  adminCreateSystemNotification: ['POST', '/api/admin/system-notifications'],
  adminUpdateSystemNotification: ['PUT', '/api/admin/system-notifications/:id'],
  adminRetireSystemNotification: ['POST', '/api/admin/system-notifications/:id/retire'],
  // system notifications (the bar and popups)
  listSystemNotifications: ['GET', '/api/user/system-notifications'],
  dismissSystemNotification: ['POST', '/api/user/system-notifications/:eventId/dismiss'],
  dismissSystemNotificationPopup: ['POST', '/api/user/system-notifications/:eventId/popups/:popupId/dismiss'],
} as const;
