import type { TaskItem } from './repo.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/** Texts of the background-task banners and their details. */

const n = (value: number) => value.toLocaleString('en-US');
/** A company name inside HTML: escaped, in bold. */
const name = (company: string) => `<b>${escapeHtml(company)}</b>`;

export const TaskText = {
  /** Button labels: the client shows `actionName` on the button. */
  dismiss: 'Dismiss',
  viewTasks: 'View details',
  gotIt: 'Got it',
  runningTitle: 'This task is still running',
  running: 'You can dismiss it once it has finished. It carries on by itself; there is nothing to wait for.',

  import: {
    running: (source: string, copied: number, total: number | null) =>
      `Importing data from ${name(source)}…` +
      (total === null ? '' : ` ${n(copied)} of ${n(total)} items copied.`),
    completed: (source: string) => `Import from ${name(source)} finished.`,
    completedWithErrors: (source: string) => `Import from ${name(source)} finished with errors.`,
    /** The details list's title is plain text (no HTML). */
    popupTitle: (source: string) => `Import from ${source}`,
    popupCompleted: (source: string) => `Everything you chose was copied from ${name(source)}.`,
    popupWithErrors: (source: string) =>
      `Some data could not be copied from ${name(source)}; it is marked below. ` +
      'Everything else was copied. An import cannot be run again, so add what is missing by hand.',
  },

  item: (item: TaskItem) => {
    if (item.state === 'FAILED') {
      return `${item.label}: ${n(item.copied)} copied, ${n(item.failed)} not copied. ${item.error ?? ''}`.trim();
    }
    if (item.state === 'COMPLETED') {
      const count =
        item.copied === 0 ? `${item.label}: nothing to copy` : `${item.label}: ${n(item.copied)} copied`;
      return item.note ? `${count}. ${item.note}` : count;
    }
    return item.total === null
      ? `${item.label}: waiting`
      : `${item.label}: ${n(item.copied)} of ${n(item.total)} copied`;
  },
} as const;
