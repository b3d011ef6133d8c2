/**
 * The reminder mails' words, with the email templates' merge fields (rendered by the same renderer,
 * every value escaped). Email templates have names but no kinds, so no template of the studio's can
 * stand in for them: these are the words every studio's clients get (docs/decisions/payment-reminders.md).
 * `invoice_amount` is what is still owed on the instalment, `invoice_due_date` its due day.
 */
export const REMINDER_WORDS = {
  before: {
    subject: 'Payment reminder: invoice {{invoice_number}} is due {{invoice_due_date}}',
    body: `<p>Hello {{client_first_name}},</p>
<p>A friendly reminder that {{invoice_amount}} of invoice {{invoice_number}} for {{job_name}} is due {{invoice_due_date}}.</p>
<p>See the invoice here: {{invoice_link}}</p>
<p>If you have paid it already, thank you, and please ignore this message.</p>
<p>{{studio_name}}</p>`,
  },
  after: {
    subject: 'Invoice {{invoice_number}} is overdue',
    body: `<p>Hello {{client_first_name}},</p>
<p>{{invoice_amount}} of invoice {{invoice_number}} for {{job_name}} was due {{invoice_due_date}} and is still unpaid.</p>
<p>See the invoice here: {{invoice_link}}</p>
<p>If you have paid it already, thank you, and please ignore this message.</p>
<p>{{studio_name}}</p>`,
  },
} as const;

/** The lead's or job's activity entry for each reminder mailed. */
export const REMINDER_SENT_ACTIVITY = 'payment reminder sent';

export const failedRun = (failed: number) =>
  `${failed} payment reminder(s) could not be sent; a re-run sends them, and none already sent again.`;

/** The settings page's refusal of a stale save. */
export const ReminderSettingsText = {
  staleTitle: 'These settings were changed',
  stale:
    'Someone saved the payment reminders since you opened them. Reload to see their choice, then save yours again.',
} as const;
