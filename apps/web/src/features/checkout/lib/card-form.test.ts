import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardFormSchema } from './card-form';

const card = (expiry: string) => ({ number: '4242 4242 4242 4242', expiry, cvc: '123', name: 'Pat Tester' });
const expiryErrors = (expiry: string) =>
  (cardFormSchema.safeParse(card(expiry)).error?.issues ?? []).map((issue) => issue.message);

afterEach(() => vi.useRealTimers());

/** Issue 10 §8: the form refuses an expired card before the server (and the network) would. */
describe('the card form’s expiry', () => {
  it('refuses a past month of this year and a card from 2000; takes this month and later ones', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15)); // June 2026, local time as the person reads the card
    expect(expiryErrors('05 / 26')).toEqual(['This card has expired']);
    expect(expiryErrors('01 / 26')).toEqual(['This card has expired']);
    expect(expiryErrors('12 / 00')).toEqual(['This card has expired']);
    expect(expiryErrors('06 / 26')).toEqual([]);
    expect(expiryErrors('07 / 2026')).toEqual([]);
    expect(expiryErrors('13 / 26')).toEqual(['Enter the expiry as MM / YY']);
  });
});
