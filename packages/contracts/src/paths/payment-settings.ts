/** The paths of endpoints/payment-settings.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const paymentSettingsPaths = {
  // Settings → Payments
  getPaymentSettings: ['GET', '/api/user/settings/payments'],
  updatePaymentSettings: ['PUT', '/api/user/settings/payments'],
} as const;
