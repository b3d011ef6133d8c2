/**
 * The one rounding of money (docs/decisions/money.md): an exact fraction of minor units to a whole
 * minor unit, half away from zero (2.5 → 3, −2.5 → −3). Every figure the module rounds goes
 * through here, so the rule can only ever be changed in one place.
 */
export function roundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Cannot round a fraction with a zero denominator');
  // bigint division truncates toward zero, so the remainder carries the numerator's sign.
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (2n * abs(remainder) < abs(denominator)) return quotient;
  const negative = numerator < 0n !== denominator < 0n;
  return negative ? quotient - 1n : quotient + 1n;
}

const abs = (value: bigint) => (value < 0n ? -value : value);
