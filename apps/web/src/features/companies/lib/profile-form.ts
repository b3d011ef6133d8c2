import type { CompanyProfile, UpdateCompanyRequest } from '@focal/contracts';
import { taxRateSchema, taxSettingsSchema, updateCompanyRequestSchema } from '@focal/contracts/companies';
import { z } from 'zod';
import { companiesMessages as texts } from '../messages';

/** A rate as typed: a percentage with at most two decimals, 0 to 1000 (the contract's basis points ÷ 100). */
const PERCENT = /^\d{1,4}(\.\d{1,2})?$/;
const percentField = z
  .string()
  .trim()
  .refine((value) => PERCENT.test(value) && Number(value) <= 1000, texts.percentInvalid);

/**
 * The update request's rules, with each tax rate typed as a percentage instead of basis points.
 * Not strict: the shared locale fields register a country input this form does not show.
 */
export const profileFormSchema = updateCompanyRequestSchema
  .omit({ tax: true })
  .extend({
    tax: taxSettingsSchema.omit({ rates: true }).extend({
      rates: z
        .array(z.object({ id: z.string().optional(), name: taxRateSchema.shape.name, percent: percentField }))
        .max(20),
    }),
  })
  .strip();
export type ProfileFormValues = z.input<typeof profileFormSchema>;
type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** 1000 basis points show as "10"; 725 as "7.25". */
export const basisPointsToPercent = (basisPoints: number) => String(basisPoints / 100);
export const percentToBasisPoints = (percent: string) => Math.round(Number(percent) * 100);

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
    tax: {
      pricesIncludeTax: tax.pricesIncludeTax,
      taxNumber: text(tax.taxNumber),
      rates: tax.rates.map((rate) => ({
        ...(rate.id ? { id: rate.id } : {}),
        name: rate.name,
        percent: basisPointsToPercent(rate.rateBasisPoints),
      })),
    },
  };
}

export function toRequest(values: ProfileFormOutput): UpdateCompanyRequest {
  return {
    ...values,
    tax: {
      ...values.tax,
      rates: values.tax.rates.map(({ percent, ...rate }) => ({
        ...rate,
        rateBasisPoints: percentToBasisPoints(percent),
      })),
    },
  };
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
] as const;
