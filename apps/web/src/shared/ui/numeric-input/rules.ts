/**
 * The numeric input's rules, pure so they are tested without a browser: bounds,
 * rounding to the fixed decimals, what blur does to an empty value, and the step arrows.
 */
export type NumericRules = {
  min?: number;
  max?: number;
  /** Decimals to fix: values are rounded to this many places (none when unset). */
  decimals?: number;
  /** Spec 02 §4: on blur an empty value becomes the minimum, or 0 without one. */
  resetIfEmpty?: boolean;
  /** Without negatives the lower bound is 0 whatever `min` says below it. */
  allowNegative?: boolean;
  /** 1 by default. */
  step?: number;
};

/** The lowest value allowed: `min`, raised to 0 when negatives are not allowed. */
function lowerBound(rules: NumericRules): number {
  const min = rules.min ?? -Infinity;
  return rules.allowNegative ? min : Math.max(min, 0);
}

const clamp = (value: number, rules: NumericRules) =>
  Math.min(Math.max(value, lowerBound(rules)), rules.max ?? Infinity);

/** Places after the point of a number as written ("0.25" → 2), so steps add without float dust. */
const placesOf = (value: number) => {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
};

/** Rounds half away from zero through the decimal text, so 1.005 → 1.01 (plain toFixed says 1.00). */
export function roundTo(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1;
  return sign * Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e-${decimals}`);
}

/** A number, or null for what is empty or not a number (spec 02 §5). */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/** Spec 02 §5: clamped between min and max, then rounded to the fixed decimals if set; else null. */
export function normalise(value: unknown, rules: NumericRules): number | null {
  const number = toNumber(value);
  if (number === null) return null;
  const clamped = clamp(number, rules);
  return rules.decimals === undefined ? clamped : roundTo(clamped, rules.decimals);
}

/** Spec 02 §4: the value after blur; empty stays empty (null) unless reset-if-empty. */
export function blurValue(value: unknown, rules: NumericRules): number | null {
  if (toNumber(value) === null && rules.resetIfEmpty) return normalise(rules.min ?? 0, rules);
  return normalise(value, rules);
}

/** Spec 02 §4: a step arrow adds or subtracts the step, then clamps; an empty value starts at 0. */
export function stepValue(value: unknown, direction: 1 | -1, rules: NumericRules): number {
  const step = rules.step ?? 1;
  const start = toNumber(value) ?? 0;
  const places = Math.max(placesOf(step), placesOf(start));
  const next = roundTo(start + direction * step, places);
  return normalise(next, rules) ?? 0;
}
