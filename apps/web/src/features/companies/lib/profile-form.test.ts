import { describe, expect, it } from 'vitest';
import { companiesMessages as texts } from '../messages';
import { millionthsToPercent, percentToMillionths, profileFormSchema } from './profile-form';

// Only the tax rates matter here; the rest of the form is filled as loaded.
const form = (percent: string) => ({
  name: 'Studio',
  email: 'studio@example.com',
  phone: '',
  website: '',
  address: { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' },
  timeZone: 'Europe/London',
  currency: 'GBP',
  brandColour: '',
  tax: { pricesIncludeTax: false, taxNumber: '', rates: [{ name: 'VAT', percent }] },
});
const parsed = (percent: string) => profileFormSchema.safeParse(form(percent));
const rateError = (percent: string) => {
  const result = parsed(percent);
  return result.success ? null : result.error.issues.find((i) => i.path.join('.') === 'tax.rates.0.percent');
};

describe('the company form’s tax rates (text from the input)', () => {
  it('takes 0 to 1000 with at most four decimals, as millionths', () => {
    const rates = ['0', '7.5', '8.875', '9,975', '0.0001', ' 20 ', '1000', '1000.0000'];
    for (const percent of rates) expect(rateError(percent)).toBeNull();
    expect(percentToMillionths('1000')).toBe(10_000_000);
  });

  it('says what is wrong: more decimals, out of range, or not a percentage', () => {
    for (const percent of ['8.87501', '0.00001'])
      expect(rateError(percent)?.message).toBe(texts.percentDecimals);
    for (const percent of ['1000.0001', '1001', '99999999999'])
      expect(rateError(percent)?.message).toBe(texts.percentRange);
    for (const percent of ['', ' ', 'ten', '-1', '8.8.8', '1e3'])
      expect(rateError(percent)?.message).toBe(texts.percentInvalid);
  });

  it('turns percentages into millionths and back as the same text, without floats', () => {
    expect(percentToMillionths('8.875')).toBe(88_750);
    expect(percentToMillionths('0.29')).toBe(2900); // 0.29 × 10000 is 2899.9999… as a float
    expect(percentToMillionths('7.55')).toBe(75_500);
    expect(millionthsToPercent(88_750)).toBe('8.875');
    expect(millionthsToPercent(200_000)).toBe('20');
    expect(millionthsToPercent(75_000)).toBe('7.5');
    expect(millionthsToPercent(1)).toBe('0.0001');
    expect(millionthsToPercent(0)).toBe('0');
  });
});
