/** The promo codes' texts: refusals (the plans view shows them) and the discount in plain words. */
export const PromoCodeText = {
  unknownTitle: 'Unknown code',
  unknown: (code: string) => `We don't recognise the code ${code}. Check it and try again.`,
  expiredTitle: 'Code expired',
  expired: (code: string, date: string) => `The code ${code} expired on ${date}.`,
  usedTitle: 'Code already used',
  used: (code: string) => `You have already used the code ${code}: it applies once per account.`,
  wrongCurrencyTitle: 'Code not valid here',
  wrongCurrency: (code: string, currency: string) =>
    `The code ${code} only applies to payments in ${currency}.`,
  /** '20% off', '$10.00 off'. */
  once: (off: string) => `${off} off your first payment`,
  repeating: (off: string, periods: number) =>
    periods === 1 ? `${off} off your first payment` : `${off} off your first ${periods} payments`,
  forever: (off: string) => `${off} off every payment`,
} as const;
