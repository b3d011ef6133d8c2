/** Texts shared by every feature: toasts, fallbacks, the verification-link modal and shared fields. */
export const sharedMessages = {
  productName: 'Focal',
  firstName: 'First name',
  lastName: 'Last name',
  checkYourMail: 'Check your mail',
  resend: 'Resend',
  gotIt: 'Got It',
  genericErrorTitle: 'Something went wrong',
  genericErrorMessage: 'Please try again in a moment. If it keeps happening, contact support.',
  networkErrorTitle: "Can't reach Focal",
  networkErrorMessage: 'Check your internet connection and try again.',
  loading: 'Loading…',
  home: 'Focal home',
  reloadPage: 'Reload the Page',
  country: 'Country',
  countryPlaceholder: 'Choose a country',
  currency: 'Currency',
  timeZone: 'Time zone',
  /** 'I accept the terms of use and privacy policy', its two documents as links. */
  termsOfUseParts: {
    before: 'I accept the ',
    terms: 'terms of use',
    and: ' and ',
    privacy: 'privacy policy',
  },
  backToJob: { job: 'Back to the job', lead: 'Back to the lead' },
  notAvailableYet: 'Not available yet',
  cancel: 'Cancel',
  filters: 'Filters',
  /** After the count on the Filters button, for a screen reader: "Filters 2 active". */
  filtersActive: 'active',
} as const;
