type Path = readonly (string | number)[];

/**
 * What the money module throws for input it cannot compute. The path names the field as a zod issue
 * path does, so the document schema turns it into a field error, and a caller that skipped the
 * schema still reads what is wrong and where.
 */
export class MoneyInputError extends Error {
  override name = 'MoneyInputError';
  readonly path: Path;
  /** The message without the path, as a form shows it beside the field. */
  readonly reason: string;

  constructor(path: Path, reason: string) {
    super(`${path.join('.') || 'input'}: ${reason}`);
    this.path = path;
    this.reason = reason;
  }
}

/** A figure the module hands back: a whole, safe number of minor units, never a float. */
export function toSafeInteger(value: bigint, path: Path): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyInputError(path, 'The amount is too large to be kept exactly');
  }
  return Number(value);
}

/** A whole number input from 0 to max, handed on as a bigint so no product overflows. */
export function checkedInteger(value: number, path: Path, max = Number.MAX_SAFE_INTEGER): bigint {
  if (!Number.isSafeInteger(value)) throw new MoneyInputError(path, `Expected a whole number, not ${value}`);
  if (value < 0) throw new MoneyInputError(path, `Cannot be negative (${value})`);
  if (value > max) throw new MoneyInputError(path, `Cannot be more than ${max} (${value})`);
  return BigInt(value);
}
