import type { JobStage } from '@focal/contracts';
import { jobPath, jobsPath } from '@focal/contracts/job-pages';
import { isAppShell } from './platform';
import { sharedMessages } from './messages';

// Paths more than one feature links to.

// Jobs and leads share their paths' shape (spec 01 §2.1); the server's mails link to the same pages.
export { jobPath, jobsPath };
/** The list with "+ New lead" / "+ New job" open, for this client when one is given. */
export const newJobPath = (kind: JobStage, clientId?: string) =>
  `${jobsPath(kind)}?new=1${clientId ? `&client=${encodeURIComponent(clientId)}` : ''}`;
/** A lead's or job's quotes (spec 01 §2.1): the new editor, a quote's view, its editor. */
export type QuotePathType = 'fixed' | 'pick-and-choose';
export const newQuotePath = (kind: JobStage, jobId: string, type: QuotePathType) =>
  `${jobsPath(kind)}/${encodeURIComponent(jobId)}/quote/${type}/new`;
export const quotePath = (kind: JobStage, jobId: string, type: QuotePathType, quoteId: string) =>
  `${jobsPath(kind)}/${encodeURIComponent(jobId)}/quotes/${type}/${encodeURIComponent(quoteId)}`;
export const quoteEditPath = (kind: JobStage, jobId: string, type: QuotePathType, quoteId: string) =>
  `${quotePath(kind, jobId, type, quoteId)}/update`;
/** A lead's or job's invoices (spec 01 §2.1): the new editor and a draft's; an invoice's own page. */
export const newInvoicePath = (kind: JobStage, jobId: string) =>
  `${jobsPath(kind)}/${encodeURIComponent(jobId)}/invoice/new`;
export const invoiceEditPath = (kind: JobStage, jobId: string, invoiceId: string) =>
  `${jobsPath(kind)}/${encodeURIComponent(jobId)}/invoice/${encodeURIComponent(invoiceId)}/update`;
export const invoicePath = (invoiceId: string) => `/invoices/${encodeURIComponent(invoiceId)}`;
export const PAYMENTS_PATH = '/payments';
/** A client's profile (spec 01 §2.1: /clients/client/{id}). */
export const clientPath = (id: string) => `/clients/client/${encodeURIComponent(id)}`;
/** The studio's read-only preview of a client's portal (issue 33), opened from the client's profile. */
export const portalPreviewPath = (companyId: string, clientId: string) =>
  `/portal/${encodeURIComponent(companyId)}/preview/${encodeURIComponent(clientId)}`;

export const SETTINGS_PATH = '/settings';
export const TEMPLATES_PATH = '/settings/templates';
/** A quote template's editor (issue 32), under the template-editing header: a new one of a type, or one saved. */
export const newQuoteTemplatePath = (type: QuotePathType) => `${TEMPLATES_PATH}/quote/${type}/new`;
export const quoteTemplatePath = (id: string) => `${TEMPLATES_PATH}/quote/${encodeURIComponent(id)}`;
/** The company's lists: the job type and pipeline pickers link to them. */
export const JOB_TYPES_PATH = '/settings/job-types';
export const LEAD_PIPELINE_PATH = '/settings/lead-pipeline';
export const CUSTOM_FIELDS_PATH = '/settings/custom-fields';
/** The company's catalogue (issue 32): what quotes and invoices take their lines from. */
export const PRODUCTS_PATH = '/settings/products';
export const PACKAGES_PATH = '/settings/packages';
/** Settings → Invoice numbering: the pattern and the next number of issued invoices. */
export const INVOICE_NUMBERING_PATH = '/settings/invoice-numbering';
/** Settings → Payment schedules: the templates the quote and invoice schedule editors fill from. */
export const PAYMENT_SCHEDULES_PATH = '/settings/payment-schedules';
/** Settings → Payment reminders (issue 33): the days clients are reminded of an instalment. */
export const PAYMENT_REMINDERS_PATH = '/settings/payment-reminders';
/** Settings → Payments (issue 33): the card surcharge and tips clients paying in the portal get. */
export const PAYMENT_SETTINGS_PATH = '/settings/payments';
/** Settings → Questionnaires (issue 34): the company's questionnaire templates, and one's editor. */
export const QUESTIONNAIRES_PATH = '/settings/questionnaires';
export const NEW_QUESTIONNAIRE_PATH = `${QUESTIONNAIRES_PATH}/new`;
export const questionnaireTemplatePath = (id: string) => `${QUESTIONNAIRES_PATH}/${encodeURIComponent(id)}`;
/** Settings → Contracts (issue 34): the company's contract templates, one's editor, the consent disclosure. */
export const CONTRACT_TEMPLATES_PATH = '/settings/contracts';
export const NEW_CONTRACT_TEMPLATE_PATH = `${CONTRACT_TEMPLATES_PATH}/new`;
export const contractTemplatePath = (id: string) => `${CONTRACT_TEMPLATES_PATH}/${encodeURIComponent(id)}`;
/** A lead's or job's contract (spec 01 §2.1). */
export const contractPath = (kind: JobStage, jobId: string, contractId: string) =>
  `${jobPath(kind, jobId)}/contracts/${encodeURIComponent(contractId)}`;
/** Settings → My profile: the settings page and the user menus link to it. */
export const PROFILE_PATH = '/settings/profile';
export const companyEditPath = (companyId: string) =>
  `/settings/company/${encodeURIComponent(companyId)}/edit`;

/**
 * Spec 01 §4.4: where the user lands after creating a company: its settings, or the dashboard in the
 * mobile apps (which only allow the settings root).
 */
export const afterCompanyCreatedPath = (companyId: string, inAppShell = isAppShell()) =>
  inAppShell ? '/' : companyEditPath(companyId);

/** The link back to a job or lead from one of its documents. */
export const jobBackLink = (kind: JobStage, id: string) => ({
  to: jobPath(kind, id),
  label: sharedMessages.backToJob[kind],
});
