export const paymentRemindersMessages = {
  title: 'Payment reminders',
  backToSettings: 'Settings',
  description:
    "Emails to your clients before an instalment is due and after it is overdue, through your email settings. Each is sent once, in the morning on your studio's clock, and none once the instalment is paid.",
  loading: 'Loading the payment reminders…',
  failed: "Couldn't load the payment reminders",
  retry: 'Try again',
  enabled: 'Send payment reminders',
  enabledHint: 'Off: no reminder is sent. The days below are kept.',
  daysBefore: 'Before the due date',
  daysBeforeHint: 'Up to 5 days.',
  daysAfter: 'After the due date, while unpaid',
  daysAfterHint: 'Up to 5 days.',
  dayBefore: (days: number) =>
    days === 0 ? 'On the due day' : days === 1 ? '1 day before' : `${days} days before`,
  dayAfter: (days: number) => (days === 1 ? '1 day after' : `${days} days after`),
  save: 'Save',
  saved: 'Payment reminders saved',
  invalid: 'Check the highlighted fields.',
  leaveText: 'Your changes to the payment reminders are not saved.',
} as const;
