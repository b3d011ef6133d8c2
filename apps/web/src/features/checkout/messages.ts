import type { PlanTier } from '@focal/contracts/bootstrap';
import type { BillingPeriod } from '@focal/contracts/subscription';
import { toastMessages } from '../../shared/toasts/toast-messages';

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };
/** Providers name brands in lower case ('visa'); people read them as printed on the card. */
const brandName = (brand: string) =>
  BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/** Texts of the checkout frame's pages. */
export const checkoutMessages = {
  close: 'Close',
  back: 'Back',
  retry: 'Try again',
  loading: 'Loading…',
  loadFailed: 'This page could not be loaded',
  plans: {
    title: 'Choose your plan',
    intro: 'Pick the plan that fits your studio. You can change it at any time.',
    period: 'Billing period',
    periods: { MONTHLY: 'Monthly', ANNUAL: 'Annual' } satisfies Record<BillingPeriod, string>,
    annualNote: 'A year costs ten months.',
    perPeriod: { MONTHLY: '/ month', ANNUAL: '/ year' } satisfies Record<BillingPeriod, string>,
    current: 'Current plan',
    trial: 'Your trial',
    recommended: 'Recommended',
    choose: 'Choose',
    chooseLabel: (plan: string) => `Choose ${plan}`,
    currentButton: 'Your plan',
    limitsLabel: (plan: string) => `What ${plan} includes`,
    noPlans: 'No plans are on sale right now. Please try again later.',
  },
  limits: {
    activeJobs: (n: number | null) => (n === null ? 'Unlimited active jobs' : `Up to ${n} active jobs`),
    companies: (n: number | null) =>
      n === null ? 'Unlimited brands' : n === 1 ? '1 brand' : `Up to ${n} brands`,
    users: (n: number | null) => (n === null ? 'Unlimited users' : n === 1 ? '1 user' : `Up to ${n} users`),
    bookingForms: (n: number | null) =>
      n === null ? 'Unlimited booking forms' : n === 1 ? '1 booking form' : `Up to ${n} booking forms`,
    contactForms: (n: number | null) =>
      n === null ? 'Unlimited contact forms' : n === 1 ? '1 contact form' : `Up to ${n} contact forms`,
    automations: (on: boolean) => (on ? 'Automations' : 'Tasks flagged when due, sent by hand'),
  },
  tiers: { STARTER: 'Starter', PRO: 'Pro', MASTER: 'Master' } satisfies Record<PlanTier, string>,
  promo: {
    label: 'Promo code',
    apply: 'Apply',
    applied: (description: string) => `Applied: ${description}`,
    remove: 'Remove',
    removeLabel: 'Remove the promo code',
    expires: (date: string) => `Valid until ${date}.`,
  },
  promotion: {
    title: 'A special offer for you',
    codeLabel: 'Your code',
    seePlans: 'See plans',
    none: 'There is no promo code to show.',
  },
  checkout: {
    title: 'Checkout',
    completeTitle: 'Complete your payment',
    summary: 'Order summary',
    plan: 'Plan',
    price: 'Price',
    discount: (code: string) => `Discount (${code})`,
    total: 'Total due today',
    estimate: 'The discount is confirmed when you pay.',
    card: 'Card details',
    number: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'CVC',
    name: 'Name on the card',
    expiryInvalid: 'Enter the expiry as MM / YY',
    expired: 'This card has expired',
    nameRequired: "Enter the cardholder's name",
    pay: (total: string) => `Pay ${total}`,
    paying: 'Paying…',
    stripe: 'Continue to secure payment',
    stripeNote: 'You will enter your card on our payment partner’s page, then come back here.',
    planMissing: 'This plan is not on sale. Choose another plan.',
    noCurrentPlan: 'There is no plan to pay for. Choose a plan.',
    fewerCompaniesTitle: (plan: string) => `${plan} includes fewer brands / companies than you have`,
    fewerCompanies: (count: number, plan: string, max: number) =>
      `Your account has ${count} brands / companies and ${plan} includes ${max}. All of them stay as they are: nothing is removed, locked or made read-only. You cannot add another until you have ${max} or fewer (remove one under Settings, Companies) or move to a plan with more.`,
    testCards: 'Test cards',
    testCardsNote:
      'This is the offline sandbox: no money moves. Use one of these numbers with any future expiry and any CVC.',
    testCardNames: {
      succeeds: 'Succeeds',
      declined: 'Is declined',
      requiresAction: 'Asks for confirmation (3-D Secure)',
      renewalFails: 'Pays now, then renewals fail',
    },
    actionTitle: toastMessages.paymentActionNeeded.title,
    actionText: toastMessages.paymentActionNeeded.message,
  },
  confirm: {
    title: 'Confirm your payment',
    intro:
      'Your bank asks you to confirm this payment. This is a test page, like a card issuer’s 3-D Secure step.',
    payment: 'Payment',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    missing: 'There is no payment to confirm.',
  },
  updatePayment: {
    title: 'Update your card',
    current: 'Current card',
    none: 'No card is saved yet.',
    newCard: 'New card',
    save: 'Save card',
  },
  billing: {
    title: 'Billing',
    details: 'Billing details',
    email: 'Billing email',
    name: 'Name or company on invoices',
    address: 'Billing address',
    taxId: 'Tax ID',
    save: 'Save',
    card: 'Payment card',
    noCard: 'No card is saved yet.',
    updateCard: 'Update card',
    invoices: 'Invoices',
    noInvoices: 'No invoices yet.',
    columns: {
      number: 'Number',
      period: 'Period',
      amount: 'Amount',
      discount: 'Discount',
      status: 'Status',
      receipt: 'Receipt',
    },
    statuses: { paid: 'Paid', open: 'Open', void: 'Void' },
    receiptLabel: (number: string) => `Receipt ${number}`,
    opensInNewTab: '(opens in a new tab)',
  },
  receipt: {
    title: 'Receipt',
    number: 'Receipt number',
    invoice: 'Invoice number',
    paidAt: 'Paid on',
    plan: 'Plan',
    period: 'Period',
    price: 'Price',
    discount: 'Discount',
    total: 'Amount paid',
    billedTo: 'Billed to',
    missing: 'There is no receipt with this number.',
  },
  card: (brand: string, last4: string, month: number, year: number) =>
    `${brandName(brand)} ending in ${last4}, expires ${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`,
} as const;
