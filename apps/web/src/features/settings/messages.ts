import { sharedMessages } from '../../shared/messages';
import type { EmptyPageTexts } from '../../shared/ui/empty-page';

const notYet = (title: string, empty: string): EmptyPageTexts => ({
  title,
  emptyTitle: sharedMessages.notAvailableYet,
  empty,
});

export const settingsMessages = {
  title: 'Settings',
  description: 'Your studio, its companies and how Focal works for you.',
  sections: {
    profile: { label: 'My profile', text: 'Your name, email address, password and how you sign in.' },
    companies: {
      label: 'Companies',
      text: 'The companies (brands) you work in, and their details.',
    },
    team: { label: 'Team', text: 'The people who work in this company, and invitations to join it.' },
    emailSettings: { label: 'Email settings', text: 'How Focal sends the emails your clients receive.' },
    templates: {
      label: 'Quote and invoice templates',
      text: 'The quotes you offer often, for each new quote to start from.',
    },
    jobTypes: { label: 'Job types', text: 'The kinds of work you book, and their calendar colours.' },
    leadPipeline: {
      label: 'Lead pipeline',
      text: 'The stages a lead moves through until it is booked or lost.',
    },
    customFields: {
      label: 'Custom fields',
      text: 'Extra details you keep on clients, and on leads and jobs.',
    },
    products: {
      label: 'Products',
      text: 'What you sell by the unit, with its price and taxes, for quotes and invoices.',
    },
    packages: { label: 'Packages', text: 'Bundles of your products sold at a price of their own.' },
    invoiceNumbering: {
      label: 'Invoice numbering',
      text: 'The pattern and the next number your invoices take when they are sent.',
    },
    paymentSchedules: {
      label: 'Payment schedules',
      text: 'Schedules your quotes and invoices can use, such as 50% to book and the balance before the date.',
    },
    paymentReminders: {
      label: 'Payment reminders',
      text: 'Emails to your clients before an instalment is due and after it is overdue.',
    },
    paymentSettings: {
      label: 'Payments',
      text: 'How clients pay invoices by card in their portal: a card surcharge, tips.',
    },
    questionnaires: {
      label: 'Questionnaires',
      text: 'Questionnaires for your clients: sections of questions, some of them required.',
    },
    contracts: {
      label: 'Contracts',
      text: 'Contract templates with merge fields, and the consent clients give to sign electronically.',
    },
  },
  subscription: {
    label: 'Plan and billing',
    text: 'Your Focal plan, the card it is paid with, billing details, invoices and receipts.',
    plans: 'Change plan',
    billing: 'Billing and invoices',
  },
  appShellNote: 'The other settings are available when you sign in to Focal in a web browser.',
  connect: {
    quickbooks: notYet('QuickBooks', 'Connecting QuickBooks to Focal is not available yet.'),
    xero: notYet('Xero', 'Connecting Xero to Focal is not available yet.'),
    pictime: notYet('Pic-Time', 'Connecting Pic-Time to Focal is not available yet.'),
  },
  backToSettings: 'Settings',
  paymentSchedules: {
    title: 'Payment schedules',
    description:
      'Templates your quotes and invoices can use ("Use a template" in their schedule). Pay in full and 50% now are always offered.',
    add: 'Add template',
    loading: 'Loading payment schedules…',
    failed: "Couldn't load the payment schedules.",
    retry: 'Try again',
    emptyTitle: 'No payment schedule templates yet',
    empty:
      'Save the schedules you use often, such as 50% to book and the balance 14 days before the wedding.',
    list: 'Payment schedule templates',
    edit: (name: string) => `Edit ${name}`,
    delete: (name: string) => `Delete ${name}`,
    newTitle: 'New payment schedule',
    editTitle: 'Edit payment schedule',
    name: 'Name',
    nameHint: 'Quotes show it as the name of the schedule.',
    instalments: 'Instalments',
    cancel: 'Cancel',
    create: 'Add template',
    save: 'Save',
    created: (name: string) => `${name} added.`,
    saved: (name: string) => `${name} saved.`,
    deleteTitle: 'Delete this template?',
    deleteText: (name: string) =>
      `${name} will no longer be offered. Quotes and invoices that used it keep their schedules.`,
    deleteConfirm: 'Delete',
    deleted: (name: string) => `${name} deleted.`,
    currencyFailed: "Couldn't load the company's currency.",
    loadingCurrency: 'Loading…',
    amountInvalid: 'Enter an amount of 0 or more in the currency.',
    percentInvalid: 'Enter a percentage such as 12.5.',
    wholeInvalid: 'Enter a whole number.',
    summary: {
      fixed: (amount: string) => amount,
      percent: (percent: string) => `${percent}%`,
      balance: 'the balance',
      onAcceptance: 'on acceptance',
      fixedDate: (date: string) => `on ${date}`,
      relative: (n: number, unit: string, direction: string, anchor: string) =>
        `${n} ${unit} ${direction} ${anchor}`,
      anchors: { 'main-date': 'the main date', 'booking-date': 'the booking date' },
      units: {
        days: ['day', 'days'],
        weeks: ['week', 'weeks'],
        months: ['month', 'months'],
      },
    },
  },
} as const;
