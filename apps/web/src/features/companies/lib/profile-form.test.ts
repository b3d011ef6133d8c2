import { describe, expect, it } from 'vitest';
import { companiesMessages as texts } from '../messages';
import { basisPointsToPercent, percentToBasisPoints, profileFormSchema } from './profile-form';

// Only the tax rates matter here; the rest of the form is filled as loaded.
const form = (percent: number | null) => ({
  name: 'Studio',
  email: 'studio@example.com',
  phone: '',
  website: '',
  address: { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' },
  timeZone: 'Europe/London',
  currency: 'GBP',
  tax: { pricesIncludeTax: false, taxNumber: '', rates: [{ name: 'VAT', percent }] },
});
const rateError = (percent: number | null) => {
  const parsed = profileFormSchema.safeParse(form(percent));
  return parsed.success ? null : parsed.error.issues.find((i) => i.path.join('.') === 'tax.rates.0.percent');
};

describe('the company form’s tax rates (numbers from the numeric input)', () => {
  it('takes 0 to 1000 with at most two decimals, and refuses an empty rate', () => {
    for (const percent of [0, 7.5, 7.25, 1000]) expect(rateError(percent)).toBeNull();
    for (const percent of [null, 7.255, 1000.01, -1])
      expect(rateError(percent)?.message).toBe(texts.percentInvalid);
  });

  it('turns percentages into basis points and back without float dust', () => {
    expect(percentToBasisPoints(7.55)).toBe(755);
    expect(percentToBasisPoints(0.29)).toBe(29);
    expect(basisPointsToPercent(725)).toBe(7.25);
  });
});
