import type { ResourceLink } from '@focal/contracts';
import type { Config } from '../../config.ts';
import type { AccountContext } from '../account-context/service.ts';
import type { Role } from '../memberships/service.ts';
import { stripeProfileLinks } from '../account-billing/stripe/links.ts';

/** Focal's public help and privacy articles (spec 01 §2.3: outside this app). */
export const MENU_ARTICLES = {
  HELP_TUTORIALS: 'https://help.focal.app/',
  YOUR_PRIVACY: 'https://focal.app/privacy',
} as const;

/**
 * Spec 01 §2.3: the user menu's actions are offered by the server (STRIPE_DASHBOARD, HELP_TUTORIALS,
 * YOUR_PRIVACY); the menu shows exactly these. Help and privacy go to everyone; the Stripe customer
 * portal to owners of an account Stripe bills.
 */
export function userMenuLinks(
  config: Pick<Config, 'stripeSecretKey'>,
  role: Role,
  subscription:
    Pick<NonNullable<AccountContext['subscription']>, 'providerSubscriptionId'> | null | undefined,
): Record<string, ResourceLink> {
  return {
    ...stripeProfileLinks(config, role, subscription),
    HELP_TUTORIALS: { url: MENU_ARTICLES.HELP_TUTORIALS },
    YOUR_PRIVACY: { url: MENU_ARTICLES.YOUR_PRIVACY },
  };
}
