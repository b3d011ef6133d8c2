/** Every query is keyed by company, so a company switch never shows another's invoices. */
export const invoiceKeys = {
  all: (companyId: string) => ['invoices', companyId] as const,
  invoice: (companyId: string, id: string) => ['invoices', companyId, 'invoice', id] as const,
  credits: (companyId: string, id: string) => ['invoices', companyId, 'invoice', id, 'credits'] as const,
  payments: (companyId: string, id: string) => ['invoices', companyId, 'invoice', id, 'payments'] as const,
  /** Under the payments: reading them again (a payment, a refund) reads the client's credit again too. */
  clientCredit: (companyId: string, id: string) =>
    ['invoices', companyId, 'invoice', id, 'payments', 'client-credit'] as const,
  numberings: (companyId: string) => ['invoices', companyId, 'numbering'] as const,
  numbering: (companyId: string, series: string) => ['invoices', companyId, 'numbering', series] as const,
};
