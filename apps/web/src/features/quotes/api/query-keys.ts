/** Every query is keyed by company, so a company switch never shows another's quotes. */
export const quoteKeys = {
  all: (companyId: string) => ['quotes', companyId] as const,
  quote: (companyId: string, id: string) => ['quotes', companyId, 'quote', id] as const,
  version: (companyId: string, id: string, version: number) =>
    ['quotes', companyId, 'quote', id, 'version', version] as const,
  job: (companyId: string, id: string) => ['quotes', companyId, 'job', id] as const,
  templates: (companyId: string) => ['quotes', companyId, 'templates'] as const,
  template: (companyId: string, id: string) => ['quotes', companyId, 'templates', id] as const,
};
