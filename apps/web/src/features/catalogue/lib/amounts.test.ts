import { describe, expect, it } from 'vitest';
import { itemsTotal, parsePrice, parseQuantity, priceText, quantityText } from './amounts';

describe('catalogue amounts', () => {
  it('reads prices as text in the currency’s digits, never through a float', () => {
    expect(parsePrice('0.29', 'USD')).toBe(29);
    expect(parsePrice('1234,56', 'USD')).toBe(123456);
    expect(parsePrice('19.999', 'USD')).toBeNull();
    expect(parsePrice('-1', 'USD')).toBeNull();
    expect(parsePrice('1.5', 'JPY')).toBeNull();
    expect(parsePrice('1.234', 'BHD')).toBe(1234);
    expect(priceText(1999, 'USD')).toBe('19.99');
    expect(priceText(5, 'USD')).toBe('0.05');
  });

  it('reads quantities in thousandths above zero, and sums items with one rounding per line', () => {
    expect(parseQuantity('1.5', 10_000)).toBe(1500);
    expect(parseQuantity('0', 10_000)).toBeNull();
    expect(parseQuantity('0.0001', 10_000)).toBeNull();
    expect(parseQuantity('11', 10_000)).toBeNull();
    expect(quantityText(1500)).toBe('1.5');
    expect(
      itemsTotal(
        [
          { quantityThousandths: 1500, unitPriceMinor: 1999 },
          { quantityThousandths: 2000, unitPriceMinor: 45_000 },
        ],
        'USD',
      ),
    ).toBe(92_999);
    expect(
      itemsTotal([{ quantityThousandths: 1_000_000_000, unitPriceMinor: Number.MAX_SAFE_INTEGER }], 'USD'),
    ).toBeNull();
  });
});
