/** Keyed by company, so a company switch never shows another's options. */
export const paymentSettingsKeys = {
  settings: (companyId: string) => ['payment-settings', companyId, 'settings'] as const,
};
