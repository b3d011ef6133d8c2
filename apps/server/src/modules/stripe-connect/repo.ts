import { and, eq, sql } from 'drizzle-orm';
import type { StripeAccountState } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { cardPayments, clients, companies, companyPaymentSettings, webhookEvents } from '../../db/schema.ts';

/** SQL of a company's connected Stripe account (company_payment_settings' Stripe columns alone). */

export async function accountOf(db: Db, companyId: string) {
  const [row] = await db
    .select({
      accountId: companyPaymentSettings.stripeAccountId,
      state: companyPaymentSettings.stripeAccountState,
    })
    .from(companyPaymentSettings)
    .where(eq(companyPaymentSettings.companyId, companyId));
  return row?.accountId ? { accountId: row.accountId, state: row.state ?? 'pending' } : null;
}

/** Keeps the account a company created (the card options on the same row are left as they are). */
export async function saveAccount(db: Db, companyId: string, accountId: string, state: StripeAccountState) {
  await db
    .insert(companyPaymentSettings)
    .values({ companyId, stripeAccountId: accountId, stripeAccountState: state })
    .onConflictDoUpdate({
      target: companyPaymentSettings.companyId,
      set: { stripeAccountId: accountId, stripeAccountState: state, updatedAt: sql`now()` },
    });
}

/** Stripe's news of an account: the state of the company holding it (none: not ours, nothing changes). */
export async function setStateOfAccount(db: Db, accountId: string, state: StripeAccountState) {
  const rows = await db
    .update(companyPaymentSettings)
    .set({ stripeAccountState: state, updatedAt: sql`now()` })
    .where(eq(companyPaymentSettings.stripeAccountId, accountId))
    .returning({ companyId: companyPaymentSettings.companyId });
  return rows.length > 0;
}

/** Forgets a company's account (or, by the account's id, whichever company held it). */
export async function forgetAccount(db: Db, by: { companyId: string } | { accountId: string }) {
  const rows = await db
    .update(companyPaymentSettings)
    .set({ stripeAccountId: null, stripeAccountState: null, updatedAt: sql`now()` })
    .where(
      'companyId' in by
        ? eq(companyPaymentSettings.companyId, by.companyId)
        : eq(companyPaymentSettings.stripeAccountId, by.accountId),
    )
    .returning({ companyId: companyPaymentSettings.companyId });
  return rows.length > 0;
}

export async function cardPaymentOfSession(db: Db, checkoutSessionId: string) {
  const [row] = await db.select().from(cardPayments).where(eq(cardPayments.checkoutSessionId, checkoutSessionId));
  return row;
}

/** The Checkout Session a reserved card payment is paid on. */
export async function attachSession(db: Db, companyId: string, id: string, checkoutSessionId: string) {
  await db
    .update(cardPayments)
    .set({ checkoutSessionId })
    .where(and(eq(cardPayments.companyId, companyId), eq(cardPayments.id, id)));
}

/** Where Stripe's page sends the client's receipt, when the studio holds an address. */
export async function clientEmail(db: Db, companyId: string, clientId: string) {
  const [row] = await db
    .select({ contacts: clients.contacts })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, clientId)));
  return row?.contacts.find((contact) => contact.email)?.email ?? null;
}

/** The company's name and address, for the account Stripe opens for it. */
export async function companyContact(db: Db, companyId: string) {
  const [row] = await db
    .select({ name: companies.name, email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

/** Whether a Stripe event was applied before (its id recorded). */
export async function eventSeen(db: Db, eventId: string) {
  const [row] = await db
    .select({ eventId: webhookEvents.eventId })
    .from(webhookEvents)
    .where(eq(webhookEvents.eventId, eventId));
  return Boolean(row);
}


/** Records an applied Stripe event's id (the subscription's webhook_events, provider 'stripe-connect'). */
export async function recordEvent(db: Db, event: { id: string; type: string; createdAt: Date }) {
  await db
    .insert(webhookEvents)
    .values({ eventId: event.id, provider: 'stripe-connect', type: event.type, eventCreatedAt: event.createdAt })
    .onConflictDoNothing();
}
