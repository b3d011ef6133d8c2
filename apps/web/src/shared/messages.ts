/** Texts shared by every feature: toasts, fallbacks, the verification-link modal and shared fields. */
export const sharedMessages = {
  productName: 'Focal',
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
  termsOfUse: 'I accept the terms of use and privacy policy',
} as const;
