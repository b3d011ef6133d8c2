/**
 * Splits a whole number of minor units in proportion to weights so that the parts sum to it exactly
 * (the largest remainder method): each part is its exact share rounded down, and the units left over
 * go one each to the largest fractional remainders. A tie goes to the earlier weight, so callers
 * that need a result independent of their own order pass the weights in a canonical order.
 */
export function allocateByLargestRemainder(total: bigint, weights: readonly bigint[]): bigint[] {
  if (total < 0n) throw new RangeError('Only a total of zero or more can be allocated');
  if (weights.some((weight) => weight < 0n)) throw new RangeError('Allocation weights cannot be negative');
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) {
    if (total === 0n) return weights.map(() => 0n);
    throw new RangeError('A total above zero cannot be allocated over weights that are all zero');
  }
  const parts = weights.map((weight) => (total * weight) / weightSum);
  let leftover = total - parts.reduce((sum, part) => sum + part, 0n);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % weightSum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts;
}
