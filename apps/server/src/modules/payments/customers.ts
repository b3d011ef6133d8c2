import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import * as repo from './repo.ts';

/**
 * The account's customer with the provider, created on first need (checkout, a card, billing
 * details) in the owner's name. Call under the account lock.
 */
export async function ensureCustomer(tx: Db, provider: PaymentProvider, businessAccountId: string) {
  const existing = await repo.customerOf(tx, businessAccountId);
  if (existing) return existing;
  const owner = await repo.accountOwner(tx, businessAccountId);
  const name = `${owner.firstName} ${owner.lastName}`;
  const { customerId } = await provider.upsertCustomer({ email: owner.email, name });
  return repo.insertCustomer(tx, {
    businessAccountId,
    provider: provider.name,
    providerCustomerId: customerId,
  });
}
