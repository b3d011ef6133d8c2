export const dashboardMessages = {
  welcome: (firstName: string) => `Welcome, ${firstName}`,
  studio: 'Studio',
  plan: 'Plan',
  noPlan: 'No active plan',
  trialEnds: (date: string) => `Trial ends ${date}`,
  accessTill: (date: string) => `Paid until ${date}`,
  trial: 'Trial',
  trialDaysLeft: (days: number) =>
    days <= 0
      ? 'Your trial ends today'
      : days === 1
        ? '1 day left in your trial'
        : `${days} days left in your trial`,
  upgrade: 'Upgrade',
  seePlans: 'See plans',
  emptyTitle: 'Nothing here yet',
  empty: 'Your clients, jobs and payments will appear here.',
  emptyInvite: 'Add your first client, or a lead for an enquiry, and your week will show here.',
  newMenu: {
    button: 'New',
    label: 'Create new',
    client: 'Client',
    lead: 'Lead',
    job: 'Job',
  },
  loading: 'Loading what is next…',
  failed: "What's next could not be loaded",
  retry: 'Try again',
  whatsNext: "What's next",
  week: {
    title: 'This week',
    empty: 'Nothing booked this week.',
    appointment: 'Appointment',
    blocked: 'Blocked time',
    allDay: 'All day',
    busy: 'Busy',
    openCalendar: 'Open the calendar',
  },
  leads: {
    title: 'Leads waiting for a reply',
    empty: 'Every lead has had a reply.',
    waiting: (span: string) => `waiting ${span}`,
    more: (count: number) => `${count} more on the leads page`,
  },
  jobs: {
    title: 'Jobs without a booked date',
    empty: 'Every active job has a date.',
    added: (span: string) => `added ${span} ago`,
    more: (count: number) => `${count} more on the jobs page`,
  },
  money: {
    title: 'Money owed',
    nothingOwed: 'Nothing is owed. Invoices you send show here until they are paid.',
    overdue: (count: number) => (count === 1 ? 'Overdue, 1 invoice' : `Overdue, ${count} invoices`),
    open: (count: number) => (count === 1 ? 'Owed in all, 1 invoice' : `Owed in all, ${count} invoices`),
    dueSoon: (count: number, days: number) =>
      count === 1
        ? `1 invoice falls due within ${days} days.`
        : `${count} invoices fall due within ${days} days.`,
    overdueList: 'Longest overdue',
    since: (date: string) => `overdue since ${date}`,
    seeOverdue: 'See overdue invoices',
    seeOpen: 'See what is owed',
  },
  span: {
    minutes: 'less than an hour',
    hours: (n: number) => (n === 1 ? '1 hour' : `${n} hours`),
    days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  },
} as const;
