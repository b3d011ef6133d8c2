import type { Db } from '../../../db/client.ts';
import { accountOwnerOf } from '../../companies/rows.ts';
import { findUserById } from '../../users/service.ts';
import type { PaymentProvider, SavedCard } from '../../payment-provider/provider.ts';
import * as repo from './repo.ts';

/** For the Stripe webhook: whose customer an event names, and Stripe's paid invoices. */
export { accountOfCustomer, insertPaidInvoice } from './repo.ts';

/**
 * The one way an account gets its customer with the payment provider, created on first need
 * (checkout, a card, billing details, a Stripe Checkout) in the owner's name. The provider is
 * called with no lock held and a key per account, so two first calls at once make one customer at
 * a provider that honours keys (Stripe); the row is saved once and read back, so both use it.
 * `own`: it must be this provider's (a Stripe Checkout replaces a customer left from the sandbox);
 * otherwise any customer the account has will do (its billing details are printed on invoices).
 */
export async function ensureCustomer(
  db: Db,
  provider: PaymentProvider,
  businessAccountId: string,
  options: { own?: boolean } = {},
) {
  const existing = await repo.customerOf(db, businessAccountId, options.own ? provider.name : undefined);
  if (existing) return existing;
  const owner = await accountOwner(db, businessAccountId);
  const { customerId } = await provider.upsertCustomer({
    email: owner.email,
    name: `${owner.firstName} ${owner.lastName}`.trim(),
    businessAccountId,
    idempotencyKey: `customer:${businessAccountId}`,
  });
  const values = { businessAccountId, provider: provider.name, providerCustomerId: customerId };
  await repo.saveCustomer(db, values, { replace: options.own ?? false });
  return (await repo.customerOf(db, businessAccountId))!;
}

/** Records the customer a provider names for the account (the Stripe webhook), in place of another provider's. */
export const linkCustomer = (
  db: Db,
  businessAccountId: string,
  provider: string,
  providerCustomerId: string,
) => repo.saveCustomer(db, { businessAccountId, provider, providerCustomerId }, { replace: true });

/** The account's customer as it is, or null (billing shows blank details until there is one). */
export const customerOf = (db: Db, businessAccountId: string, provider?: string) =>
  repo.customerOf(db, businessAccountId, provider);

/** Who the provider's customer is: the business account's owner (name and email). */
export async function accountOwner(db: Db, businessAccountId: string) {
  const ownerId = await accountOwnerOf(db, businessAccountId);
  const owner = ownerId ? await findUserById(db, ownerId) : undefined;
  if (!owner) throw new Error(`business account ${businessAccountId} has no owner`);
  return owner;
}

/** A card the provider saved, kept as brand and last4 (call under the account lock). */
export const saveCard = (tx: Db, businessAccountId: string, provider: string, card: SavedCard) =>
  repo.insertPaymentMethod(tx, businessAccountId, provider, card);

/** The card renewals are charged to. */
export const makeDefaultCard = (tx: Db, businessAccountId: string, paymentMethodId: string) =>
  repo.setDefaultPaymentMethod(tx, businessAccountId, paymentMethodId);
