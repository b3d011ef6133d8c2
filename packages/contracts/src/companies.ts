import { z } from 'zod';
import { ApiRoutes, fillPath } from './api-routes.ts';
import { COMPANY_EMAIL_MAX_LENGTH, COMPANY_NAME_MAX_LENGTH, tokenPairSchema } from './auth.ts';
import { envelope } from './envelope.ts';
import { resourceLinkSchema } from './errors.ts';
import {
  currencyField,
  emailField,
  optionalText,
  optionalWebAddress,
  requiredText,
  singleLineText,
  timeZoneField,
} from './fields.ts';
import { planTierSchema } from './bootstrap.ts';
import { MAX_RATE_MILLIONTHS } from './money/line.ts';
import { envelopeWithExtras } from './response-extras.ts';

/**
 * Companies (brands): one business account holds several; a user works in one at a time
 * (spec 01 §3 "Company (brand)"). Paths the spec leaves open are named here, once.
 */
export const CompanyPaths = {
  /** The ACCOUNT_BRANDS link: the user dropdown's companies and actions. */
  brands: ApiRoutes.listBrands.path,
  switch: ApiRoutes.switchCompany.path,
  list: ApiRoutes.listCompanies.path,
  create: ApiRoutes.createCompany.path,
  importOptions: ApiRoutes.getImportOptions.path,
  company: (id: string) => fillPath(ApiRoutes.getCompany.path, { id }),
  logo: (id: string) => fillPath(ApiRoutes.uploadLogo.path, { id }),
} as const;

export const companyNameField = requiredText(COMPANY_NAME_MAX_LENGTH);
export const companyEmailField = emailField(COMPANY_EMAIL_MAX_LENGTH);

// ---- the user dropdown (ACCOUNT_BRANDS) ----

export const brandSchema = z.object({
  id: z.string(),
  name: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  logoUrl: z.string().nullable(),
  selected: z.boolean(),
  email: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandsDataSchema = z.object({
  authorizedCompanies: z.object({ brands: z.array(brandSchema) }),
  /** ADD_NEW_BRAND when the plan allows another company, else UPGRADE_PLAN (owners only). */
  actions: z.object({
    ADD_NEW_BRAND: resourceLinkSchema.optional(),
    UPGRADE_PLAN: resourceLinkSchema
      .extend({ preferences: z.object({ planTier: planTierSchema }) })
      .optional(),
  }),
});
export type BrandsData = z.infer<typeof brandsDataSchema>;
export const brandsResponseSchema = envelope(brandsDataSchema);

export const switchCompanyRequestSchema = z.strictObject({ companyId: z.uuid() });
/** New tokens for the company switched to (the old access token keeps naming the old one). */
export const switchCompanyResponseSchema = envelope(tokenPairSchema);

// ---- create (name and email, ≤ 150 characters) and import from another company (spec 01 §4.4, §5) ----

export const importTypeSchema = singleLineText().min(1).max(64);
export const toImportDataSchema = z.strictObject({
  sourceCompanyId: z.uuid(),
  types: z.array(importTypeSchema).min(1).max(100),
});
export type ToImportData = z.infer<typeof toImportDataSchema>;

export const createCompanyRequestSchema = z.strictObject({
  name: companyNameField,
  email: companyEmailField,
  toImportData: toImportDataSchema.nullable().optional(),
});
export type CreateCompanyRequest = z.input<typeof createCompanyRequestSchema>;

/** The session is moved into the new company: the answer carries its tokens. */
export const createCompanyResponseSchema = envelopeWithExtras(
  z.object({ companyId: z.string(), tokens: tokenPairSchema, taskId: z.string().nullable() }),
);

export const importChildSchema = z.object({ type: importTypeSchema, label: z.string() });
export const importGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  children: z.array(importChildSchema),
});
export type ImportGroup = z.infer<typeof importGroupSchema>;
export const importOptionsSchema = z.object({
  brandsDataToImport: z.array(z.object({ companyId: z.string(), name: z.string() })),
  groups: z.array(importGroupSchema),
});
export type ImportOptions = z.infer<typeof importOptionsSchema>;
export const importOptionsResponseSchema = envelope(importOptionsSchema);

// ---- the company profile (/settings/companies, /settings/company/{id}/edit) ----

export const addressSchema = z.object({
  line1: optionalText(200),
  line2: optionalText(200),
  city: optionalText(100),
  region: optionalText(100),
  postalCode: optionalText(20),
  country: optionalText(2),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * A tax the company charges by default; rate in millionths (200000 = 20%, 88750 = New York's
 * 8.875%), never a float, up to 1000%: the unit the money module takes (`money/line.ts`).
 */
export const taxRateSchema = z.object({
  id: z.string().optional(),
  name: requiredText(60),
  rateMillionths: z.number().int().min(0).max(MAX_RATE_MILLIONTHS),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

export const taxSettingsSchema = z.object({
  /** Whether prices are entered with tax included. */
  pricesIncludeTax: z.boolean(),
  taxNumber: optionalText(50),
  rates: z.array(taxRateSchema).max(20),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

/**
 * The answer's shapes: plain nullable strings, no transforms. Fastify encodes answers through their
 * schema, and a trimming transform cannot run backwards (the request schemas above keep theirs).
 */
const nullableText = z.string().nullable();
export const addressDataSchema = z.object({
  line1: nullableText,
  line2: nullableText,
  city: nullableText,
  region: nullableText,
  postalCode: nullableText,
  country: nullableText,
});
export const taxSettingsDataSchema = z.object({
  pricesIncludeTax: z.boolean(),
  taxNumber: nullableText,
  rates: z.array(z.object({ id: z.string(), name: z.string(), rateMillionths: z.number().int() })),
});

/**
 * A company's brand colour on its documents (the PDF's title and table header): exactly `#rrggbb`,
 * six hex digits (either case, kept lower case); null is the default neutral. Short (`#abc`),
 * named or alpha colours are refused: PDFs and the luminance rule read six digits.
 */
export const BRAND_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const INVALID_BRAND_COLOUR = 'Enter the colour as # and six hex digits, like #1f6feb.';
export const brandColourField = z
  .string()
  .regex(BRAND_COLOUR_PATTERN, INVALID_BRAND_COLOUR)
  .transform((value) => value.toLowerCase());

export const companyProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: addressDataSchema,
  logoUrl: z.string().nullable(),
  /** `#rrggbb`, or null for the default neutral. */
  brandColour: z.string().nullable(),
  timeZone: z.string(),
  currency: z.string(),
  tax: taxSettingsDataSchema,
  createdAt: z.string(),
  selected: z.boolean(),
  role: z.enum(['owner', 'member']),
  /** Changes whenever a saved field or tax rate changes (an import, another tab): sent back on save. */
  version: z.string(),
  /** EDIT, UPLOAD_LOGO, DELETE: offered by the server from role and state (never the last company). */
  actions: z.record(z.string(), resourceLinkSchema),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
export const companyProfileResponseSchema = envelope(companyProfileSchema);
export const companyListResponseSchema = envelope(
  z.object({ companies: z.array(companyProfileSchema), actions: brandsDataSchema.shape.actions }),
);

/**
 * A save names the profile `version` it was made from and carries only the fields the user changed
 * (issue 10): an absent field, address line or tax setting is left as stored; `tax.rates`, when
 * sent, becomes the whole list. A save on an older version is refused with 409 StaleVersion.
 */
export const updateCompanyRequestSchema = z.strictObject({
  version: z.string().min(1).max(100),
  name: companyNameField.optional(),
  email: companyEmailField.optional(),
  phone: optionalText(40).optional(),
  website: optionalWebAddress(200).optional(),
  address: addressSchema.partial().optional(),
  timeZone: timeZoneField.optional(),
  currency: currencyField.optional(),
  tax: taxSettingsSchema.partial().optional(),
  /** null goes back to the default neutral. */
  brandColour: brandColourField.nullable().optional(),
});
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequestSchema>;

/** Deleting asks the user to type the company's name (spec: confirmation before destroying data). */
export const deleteCompanyRequestSchema = z.strictObject({ confirmName: singleLineText().max(200) });
export const deleteCompanyResponseSchema = envelope(
  z.object({ switchedTo: z.string().nullable(), tokens: tokenPairSchema.nullable() }),
);

/** Logo upload: the raw image as the body; the server resizes it. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const logoResponseSchema = envelope(z.object({ logoUrl: z.string().nullable() }));
