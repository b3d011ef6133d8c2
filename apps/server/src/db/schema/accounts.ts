/** Users, the business accounts that own companies, companies, their members, invitations and tax rates. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    country: text('country'),
    currency: text('currency').notNull(),
    timeZone: text('time_zone').notNull(),
    termsAcceptedAt: at('terms_accepted_at'),
    emailConfirmedAt: at('email_confirmed_at'),
    /** The stored photo (an 80×80 PNG, content-addressed), as companies.logo_path; null without one. */
    photoPath: text('photo_path'),
    /** Set by an administrator: the user cannot sign in, and every session ended when it was set. */
    disabledAt: at('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    // The console's account search: word prefixes of address and name (full-text, migration 0012).
    // The admin accounts repo writes the same expression, so the planner matches this index. No
    // fastupdate: PGlite runs no autovacuum, so a pending list would grow and be scanned on every search.
    index('users_search')
      .using(
        'gin',
        sql`to_tsvector('simple', regexp_replace(lower(${t.email} || ' ' || ${t.firstName} || ' ' || ${t.lastName}), '[^[:alnum:]]+', ' ', 'g'))`,
      )
      .with({ fastupdate: false }),
    index('users_created').on(t.createdAt, t.id),
    // A replaced photo is deleted only when no user shows it: that check looks the path up here.
    index('users_photo_path')
      .on(t.photoPath)
      .where(sql`${t.photoPath} is not null`),
  ],
);

/** Owns the subscription and the companies (brands) of one studio business. */
export const businessAccounts = pgTable('business_accounts', {
  id: id(),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

export const companies = pgTable(
  'companies',
  {
    id: id(),
    businessAccountId: uuid('business_account_id')
      .notNull()
      .references(() => businessAccounts.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    timeZone: text('time_zone').notNull(),
    currency: text('currency').notNull(),
    phone: text('phone'),
    website: text('website'),
    /** { line1, line2, city, region, postalCode, country }, each nullable. */
    address: jsonb('address').$type<CompanyAddress>().notNull().default({}),
    /** Path of the resized logo in file storage. */
    logoPath: text('logo_path'),
    /** `#rrggbb` for the documents' title and table header; null: the default neutral. */
    brandColour: text('brand_colour'),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    taxNumber: text('tax_number'),
    /** The owner requires two-factor authentication of everyone who signs in to work here (issue 14). */
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('companies_business_account').on(t.businessAccountId),
    // The console's account search by company: as users_search, on name and address.
    index('companies_search')
      .using(
        'gin',
        sql`to_tsvector('simple', regexp_replace(lower(${t.name} || ' ' || ${t.email}), '[^[:alnum:]]+', ' ', 'g'))`,
      )
      .with({ fastupdate: false }),
  ],
);

/** A row's company, with which the row is deleted (the studio's tables). */
export const companyIdColumn = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export type CompanyAddress = {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
};

/** The company's default taxes (the invoices issue applies them); rate in millionths (200000 = 20%). */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rateMillionths: integer('rate_millionths').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('tax_rates_company').on(t.companyId, t.position),
    // The key a product's default taxes name a rate by, so it must be the same company's (migration 0025).
    uniqueIndex('tax_rates_company_id').on(t.companyId, t.id),
  ],
);

/** An invitation to join a company, accepted at /company/register/{token}. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_company').on(t.companyId)],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('memberships_company').on(t.companyId)],
);
