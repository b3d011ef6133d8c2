/**
 * The studio's catalogue (issue 32): products and packages of products. Prices are integer minor
 * units of the company's currency; quantities in thousandths. Every row carries company_id, and the
 * links between rows carry it in their keys, so the database itself refuses a link across companies.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { companyIdColumn, taxRates } from './accounts.ts';

export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    /** Its picture in the file store (content-addressed, shared with any row showing the same one). */
    imagePath: text('image_path'),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One name per company in any case (archived too); also the list's order and search by name.
    uniqueIndex('products_company_name').on(t.companyId, sql`lower(${t.name})`),
    // The default list (current products) read in name order with nothing to filter out.
    index('products_company_current_name')
      .on(t.companyId, sql`lower(${t.name})`, t.id)
      .where(sql`${t.archivedAt} is null`),
    uniqueIndex('products_company_id').on(t.companyId, t.id),
    // "Does any row still show this file?" before a file is deleted (shared-files.ts).
    index('products_image_path').on(t.imagePath).where(sql`${t.imagePath} is not null`),
  ],
);

/** A product's default taxes: the company's rates, in the order they apply (compound taxes). */
export const productTaxRates = pgTable(
  'product_tax_rates',
  {
    companyId: uuid('company_id').notNull(),
    productId: uuid('product_id').notNull(),
    taxRateId: uuid('tax_rate_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.taxRateId] }),
    foreignKey({
      name: 'product_tax_rates_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete('cascade'),
    // A rate the company removes leaves its products' defaults.
    foreignKey({
      name: 'product_tax_rates_rate_fk',
      columns: [t.companyId, t.taxRateId],
      foreignColumns: [taxRates.companyId, taxRates.id],
    }).onDelete('cascade'),
    index('product_tax_rates_rate').on(t.taxRateId),
  ],
);

export const packages = pgTable(
  'packages',
  {
    id: id(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    imagePath: text('image_path'),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('packages_company_name').on(t.companyId, sql`lower(${t.name})`),
    index('packages_company_current_name')
      .on(t.companyId, sql`lower(${t.name})`, t.id)
      .where(sql`${t.archivedAt} is null`),
    uniqueIndex('packages_company_id').on(t.companyId, t.id),
    index('packages_image_path').on(t.imagePath).where(sql`${t.imagePath} is not null`),
  ],
);

/**
 * A package's products, in order. The service refuses to delete a product a package holds
 * (Conflict, under the product's lock, which a package's save shares). The key cascades all the
 * same: with no ON DELETE, a company's deletion would depend on the order PostgreSQL runs its
 * cascades in (products before packages would fail the check).
 */
export const packageItems = pgTable(
  'package_items',
  {
    companyId: uuid('company_id').notNull(),
    packageId: uuid('package_id').notNull(),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    quantityThousandths: integer('quantity_thousandths').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.position] }),
    foreignKey({
      name: 'package_items_package_fk',
      columns: [t.companyId, t.packageId],
      foreignColumns: [packages.companyId, packages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'package_items_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete('cascade'),
    // "Is this product in a package?" and each product's package count.
    index('package_items_product').on(t.companyId, t.productId),
  ],
);
