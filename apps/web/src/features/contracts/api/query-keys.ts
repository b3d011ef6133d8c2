/** Keyed by company, so a company switch never shows another's contracts. */
const CONTRACTS_KEY = ['contracts'] as const;
export const contractKeys = {
  templates: (companyId: string) => [...CONTRACTS_KEY, companyId, 'templates'] as const,
  template: (companyId: string, id: string) => [...CONTRACTS_KEY, companyId, 'templates', id] as const,
  settings: (companyId: string) => [...CONTRACTS_KEY, companyId, 'settings'] as const,
  contract: (companyId: string, id: string) => [...CONTRACTS_KEY, companyId, 'contract', id] as const,
  preview: (companyId: string, jobId: string, body: string) =>
    [...CONTRACTS_KEY, companyId, 'preview', jobId, body] as const,
};
