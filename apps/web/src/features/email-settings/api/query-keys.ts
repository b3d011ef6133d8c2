/** Every query of the page is keyed by company: a company switch never shows another's settings. */
export const emailSettingsKeys = {
  all: (companyId: string) => ['email-settings', companyId] as const,
  layout: (companyId: string) => ['email-settings', companyId, 'layout'] as const,
  /** A section's data, read from the address the layout supplied. */
  link: (companyId: string, url: string) => ['email-settings', companyId, 'link', url] as const,
  gmail: (companyId: string) => ['email-settings', companyId, 'gmail'] as const,
  log: (companyId: string, url: string, page: number) =>
    ['email-settings', companyId, 'log', url, page] as const,
};
