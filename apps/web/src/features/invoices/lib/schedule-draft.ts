import type { InvoiceContent } from '@focal/contracts/invoices/content';
import {
  type InstalmentDraft,
  readInstalments,
  type ScheduleReadTexts,
} from '../../../shared/documents/schedule-draft';

// The invoice's payment schedule: one, its instalments the shared schedule draft's.

export {
  type InstalmentDraft,
  instalmentsOf,
  presetInstalments,
} from '../../../shared/documents/schedule-draft';

/**
 * The rule as the content keeps it; a number that cannot be read is an error at its content path
 * (`schedule.instalments.1.amount.minor`) and reads as 0 for now.
 */
export const readSchedule = (
  drafts: InstalmentDraft[],
  currency: string,
  errors: Record<string, string>,
  texts: ScheduleReadTexts,
): NonNullable<InvoiceContent['schedule']> => readInstalments(drafts, 'schedule', currency, errors, texts);
