import type { CompanyProfile, UpdateCompanyRequest } from '@focal/contracts';
import {
  addressSchema,
  BRAND_COLOUR_PATTERN,
  INVALID_BRAND_COLOUR,
  taxRateSchema,
  taxSettingsSchema,
  updateCompanyRequestSchema,
} from '@focal/contracts/companies';
import { MAX_RATE_MILLIONTHS } from '@focal/contracts/money/line';
import { z } from 'zod';
import { decimalToInteger, integerToDecimal } from '../../../shared/format/decimal-text';
import { companiesMessages as texts } from '../messages';

/** A percentage has four decimals in millionths (8.875% = 88750). */
const PERCENT_DIGITS = 4;

/** 88750 millionths show as "8.875" (%), 200000 as "20": the text the user typed comes back. */
export const millionthsToPercent = (millionths: number) => integerToDecimal(millionths, PERCENT_DIGITS);

/**
 * A typed percentage ("8.875", "8,875", "20") in millionths, read as text so no float is involved;
 * null when it is not a number of 0 or more with at most four decimals.
 */
export const percentToMillionths = (text: string) => decimalToInteger(text, PERCENT_DIGITS);

/**
 * A rate typed as a percentage with at most four decimals, 0 to 1000 (the contract's millionths).
 * It stays text in the form (the save turns it into millionths: `toRequest`); an empty or
 * unreadable one, more decimals or more than 1000 are refused, each with its own message.
 */
const percentField = z.string().superRefine((text, ctx) => {
  const millionths = percentToMillionths(text);
  if (millionths !== null && millionths <= MAX_RATE_MILLIONTHS) return;
  const decimals = /^\s*\d+[.,](\d*)\s*$/.exec(text)?.[1]?.length ?? 0;
  const message =
    decimals > PERCENT_DIGITS
      ? texts.percentDecimals
      : millionths !== null
        ? texts.percentRange
        : texts.percentInvalid;
  ctx.addIssue({ code: 'custom', message });
});

/**
 * The update request's rules, with each tax rate typed as a percentage instead of millionths.
 * Every field shown, so required here (a save then sends only the changed ones: `toChanges`).
 * Not strict: the shared locale fields register a country input this form does not show.
 */
export const profileFormSchema = updateCompanyRequestSchema
  .omit({ version: true, address: true, tax: true, brandColour: true })
  .required()
  .extend({
    address: addressSchema,
    /** Empty: the neutral default (sent as null). */
    brandColour: z.string().refine((value) => value === '' || BRAND_COLOUR_PATTERN.test(value), INVALID_BRAND_COLOUR),
    tax: taxSettingsSchema.omit({ rates: true }).extend({
      rates: z
        .array(z.object({ id: z.string().optional(), name: taxRateSchema.shape.name, percent: percentField }))
        .max(20),
    }),
  })
  .strip();
export type ProfileFormValues = z.input<typeof profileFormSchema>;
type ProfileFormOutput = z.output<typeof profileFormSchema>;

const text = (value: string | null) => value ?? '';

export function toFormValues(company: CompanyProfile): ProfileFormValues {
  const { address, tax } = company;
  return {
    name: company.name,
    email: company.email,
    phone: text(company.phone),
    website: text(company.website),
    address: {
      line1: text(address.line1),
      line2: text(address.line2),
      city: text(address.city),
      region: text(address.region),
      postalCode: text(address.postalCode),
      country: text(address.country),
    },
    timeZone: company.timeZone,
    currency: company.currency,
    brandColour: text(company.brandColour),
    tax: {
      pricesIncludeTax: tax.pricesIncludeTax,
      taxNumber: text(tax.taxNumber),
      rates: tax.rates.map((rate) => ({
        ...(rate.id ? { id: rate.id } : {}),
        name: rate.name,
        percent: millionthsToPercent(rate.rateMillionths),
      })),
    },
  };
}

function toRequest(values: ProfileFormOutput) {
  return {
    ...values,
    brandColour: values.brandColour === '' ? null : values.brandColour.toLowerCase(),
    tax: {
      ...values.tax,
      // The schema has checked each percentage, so none reads as null here.
      rates: values.tax.rates.map(({ percent, ...rate }) => ({
        ...rate,
        rateMillionths: percentToMillionths(percent) ?? 0,
      })),
    },
  };
}

type Dirty = Partial<Record<string, unknown>>;
const touched = (dirty: unknown): boolean =>
  dirty === true || (typeof dirty === 'object' && dirty !== null && Object.values(dirty).some(touched));

const TOP = ['name', 'email', 'phone', 'website', 'timeZone', 'currency'] as const;
const ADDRESS = ['line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;

/**
 * The save: the version the form shows and only what the user changed (issue 10: a form loaded
 * before an import ran must never write its stale values over the imported ones). The tax rates go
 * as one list when any of them changed, or one was added or removed.
 */
export function toChanges(
  values: ProfileFormOutput,
  dirty: Dirty,
  loaded: CompanyProfile,
): UpdateCompanyRequest {
  const full = toRequest(values);
  const changes: UpdateCompanyRequest = { version: loaded.version };
  for (const key of TOP) if (touched(dirty[key])) Object.assign(changes, { [key]: full[key] });
  if (touched(dirty.brandColour)) changes.brandColour = full.brandColour;
  const dirtyAddress = (dirty.address ?? {}) as Dirty;
  const address = ADDRESS.filter((line) => touched(dirtyAddress[line]));
  if (address.length > 0) {
    changes.address = Object.fromEntries(address.map((line) => [line, full.address[line]]));
  }
  const dirtyTax = (dirty.tax ?? {}) as Dirty;
  const tax: NonNullable<UpdateCompanyRequest['tax']> = {};
  if (touched(dirtyTax.pricesIncludeTax)) tax.pricesIncludeTax = full.tax.pricesIncludeTax;
  if (touched(dirtyTax.taxNumber)) tax.taxNumber = full.tax.taxNumber;
  if (touched(dirtyTax.rates) || full.tax.rates.length !== loaded.tax.rates.length)
    tax.rates = full.tax.rates;
  if (Object.keys(tax).length > 0) changes.tax = tax;
  return changes;
}

/** The inputs a server field message can be shown under (anything else becomes a toast). */
export const PROFILE_FIELDS = [
  'name',
  'email',
  'phone',
  'website',
  'address.line1',
  'address.line2',
  'address.city',
  'address.region',
  'address.postalCode',
  'address.country',
  'timeZone',
  'currency',
  'tax.taxNumber',
  'brandColour',
] as const;
