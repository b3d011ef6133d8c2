import { type ResourceLink, StripePaths } from '@focal/contracts';
import type { Config } from '../../../config.ts';
import type { Role } from '../../memberships/service.ts';
import type { SubscriptionRow } from '../subscription/service.ts';

/**
 * The user menu's STRIPE_DASHBOARD (Stripe's customer portal, reached with a POST): for owners of an
 * account Stripe bills. A linked Stripe subscription tells it, so bootstrap needs no extra query and
 * its cache, dropped when subscriptions change, stays right.
 */
export function stripeProfileLinks(
  config: Pick<Config, 'stripeSecretKey'>,
  role: Role,
  subscription: Pick<SubscriptionRow, 'providerSubscriptionId'> | null | undefined,
): Record<string, ResourceLink> {
  if (!config.stripeSecretKey || role !== 'owner' || !subscription?.providerSubscriptionId) return {};
  return { STRIPE_DASHBOARD: { url: StripePaths.portalSession, method: 'POST' } };
}
