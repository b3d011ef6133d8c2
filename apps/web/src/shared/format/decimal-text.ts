/**
 * A typed decimal ("8.875", "8,875", "20") as an integer of `digits` decimal places (8.875 at 4 →
 * 88750), read as text so no binary fraction creeps in; null when it is not a number of 0 or more
 * with at most that many decimals, or is too large to be a safe integer.
 */
export function decimalToInteger(text: string, digits: number): number | null {
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const value = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * An integer of `digits` decimal places as the shortest decimal text (88750 at 4 → "8.875",
 * 200000 → "20"), without floats: what `decimalToInteger` reads back to the same integer.
 */
export function integerToDecimal(value: number, digits: number): string {
  const sign = value < 0 ? '-' : '';
  const text = String(Math.abs(value)).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  let fraction = text.slice(text.length - digits);
  while (fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}
