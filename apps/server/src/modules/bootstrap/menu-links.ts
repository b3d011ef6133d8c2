import type { ResourceLink } from '@focal/contracts';
import type { Config } from '../../config.ts';
import type { AccountContext } from '../account-context/service.ts';
import type { Role } from '../memberships/service.ts';
import { stripeProfileLinks } from '../account-billing/stripe/links.ts';
import { infoPageUrl } from '../info-pages/pages.ts';

/**
 * Spec 01 §2.3: the user menu's actions are offered by the server (STRIPE_DASHBOARD, HELP_TUTORIALS,
 * YOUR_PRIVACY); the menu shows exactly these. Help and privacy go to everyone, at the addresses
 * the installation configured (HELP_URL, PRIVACY_URL) or its own pages; the Stripe customer portal
 * to owners of an account Stripe bills.
 */
export function userMenuLinks(
  config: Pick<Config, 'stripeSecretKey' | 'infoPages' | 'publicUrl'>,
  role: Role,
  subscription:
    Pick<NonNullable<AccountContext['subscription']>, 'providerSubscriptionId'> | null | undefined,
): Record<string, ResourceLink> {
  return {
    ...stripeProfileLinks(config, role, subscription),
    HELP_TUTORIALS: { url: infoPageUrl(config, 'help') },
    YOUR_PRIVACY: { url: infoPageUrl(config, 'privacy') },
  };
}
