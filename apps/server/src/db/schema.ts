/**
 * The database schema, split by area under db/schema/. drizzle-kit reads this file (drizzle.config.ts),
 * so every table stays exported from here; code outside repositories does not import it (lint).
 */
export * from './schema/accounts.ts';
export * from './schema/auth.ts';
export * from './schema/account-billing.ts';
export * from './schema/console.ts';
export * from './schema/email.ts';
export * from './schema/platform.ts';
export * from './schema/tasks.ts';
export * from './schema/two-factor.ts';
export * from './schema/studio.ts';
export * from './schema/catalogue.ts';
export * from './schema/quotes.ts';
export * from './schema/invoices.ts';
export * from './schema/documents.ts';
export * from './schema/schedule-templates.ts';
export * from './schema/questionnaires.ts';
export * from './schema/payments.ts';
export * from './schema/running-counts.ts';
export * from './schema/portal.ts';
export * from './schema/reminders.ts';
export * from './schema/contracts.ts';
