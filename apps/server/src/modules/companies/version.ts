import { createHash } from 'node:crypto';
import type * as repo from './repo.ts';

type RateRow = { companyId: string; name: string; rateMillionths: number };

/**
 * The profile's version: a digest of everything a profile save can change (the logo has its own
 * endpoint). Derived from the stored values rather than kept in a column, so every writer (a save,
 * an import batch, a later feature) changes it without having to remember to; a value that comes
 * back to what the form loaded is, rightly, the version the form loaded.
 */
export function profileVersion(company: repo.Company, rates: RateRow[]): string {
  const a = company.address;
  const saved = [
    company.name,
    company.email,
    company.phone,
    company.website,
    [a.line1, a.line2, a.city, a.region, a.postalCode, a.country].map((v) => v ?? null),
    company.timeZone,
    company.currency,
    company.pricesIncludeTax,
    company.taxNumber,
    company.brandColour,
    rates.filter((r) => r.companyId === company.id).map((r) => [r.name, r.rateMillionths]),
  ];
  return createHash('sha256').update(JSON.stringify(saved)).digest('base64url').slice(0, 22);
}

/** The object without its undefined entries: an absent field is one the save leaves alone. */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
