/** The paths of endpoints/payment-reminders.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const paymentRemindersPaths = {
  // Settings → Payment reminders
  getPaymentReminderSettings: ['GET', '/api/user/settings/payment-reminders'],
  updatePaymentReminderSettings: ['PUT', '/api/user/settings/payment-reminders'],
} as const;
