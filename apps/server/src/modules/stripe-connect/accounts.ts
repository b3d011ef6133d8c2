import { type StripeAccountState, type StripeConnection, STRIPE_CONNECT_TEXTS as T } from '@focal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { providerNameOf } from '../payment-provider/provider.ts';
import * as repo from './repo.ts';
import { callStripe } from './stripe-calls.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/**
 * A connected account's state as Stripe tells it: enabled once it can take charges, restricted
 * when its details are in but Stripe wants more (or disabled it), pending until onboarding is done.
 */
export function stateOf(account: Pick<Stripe.Account, 'charges_enabled' | 'details_submitted'>): StripeAccountState {
  if (account.charges_enabled) return 'enabled';
  return account.details_submitted ? 'restricted' : 'pending';
}

/** How this installation takes its clients' cards: the sandbox, Connect, or its key's own account. */
export const clientPaymentModeOf = (config: Deps['config']): StripeConnection['mode'] =>
  providerNameOf(config) === 'sandbox' ? 'sandbox' : config.stripeClientPayments.mode;

/** Where a company's clients' card payments go, and whether they can pay by card now. */
export async function connectionOf(deps: Deps, companyId: string): Promise<StripeConnection> {
  const mode = clientPaymentModeOf(deps.config);
  const { webhookSecret, applicationFeeBasisPoints } = deps.config.stripeClientPayments;
  if (mode === 'sandbox')
    return { mode, accountId: null, state: null, clientsCanPay: true, applicationFeeBasisPoints: 0 };
  if (mode === 'own-account')
    return { mode, accountId: null, state: null, clientsCanPay: Boolean(webhookSecret), applicationFeeBasisPoints: 0 };
  const account = await repo.accountOf(deps.db, companyId);
  return {
    mode,
    accountId: account?.accountId ?? null,
    state: account?.state ?? null,
    // Without the webhook's secret a payment would never be heard of: no payment is taken.
    clientsCanPay: account?.state === 'enabled' && Boolean(webhookSecret),
    applicationFeeBasisPoints,
  };
}

function assertConnect(deps: Deps) {
  const mode = clientPaymentModeOf(deps.config);
  if (mode === 'sandbox') throw new AppError('NotFound', T.notStripeTitle, T.notStripe);
  if (mode === 'own-account') throw new AppError('Conflict', T.ownAccountTitle, T.ownAccount);
}

/**
 * The owner's way to Stripe's hosted onboarding: the company's Standard account is created once
 * (one idempotency key per company, so two clicks make one account), then a fresh one-time link
 * that comes back to Settings → Payments.
 */
export async function startOnboarding(
  deps: Deps,
  company: { companyId: string; email: string | null; name: string },
  log: FastifyBaseLogger,
) {
  assertConnect(deps);
  let account = await repo.accountOf(deps.db, company.companyId);
  if (!account) {
    const created = await callStripe(deps.config, log, 'accounts.create', (stripe) =>
      stripe.accounts.create(
        {
          type: 'standard',
          ...(company.email && { email: company.email }),
          business_profile: { name: company.name },
          metadata: { companyId: company.companyId },
        },
        { idempotencyKey: `connect-account:${company.companyId}` },
      ),
    );
    account = { accountId: created.id, state: stateOf(created) };
    await repo.saveAccount(deps.db, company.companyId, account.accountId, account.state);
  }
  const back = `${deps.config.publicUrl}/settings/payments`;
  const link = await callStripe(deps.config, log, 'accountLinks.create', (stripe) =>
    stripe.accountLinks.create({
      account: account.accountId,
      type: 'account_onboarding',
      refresh_url: `${back}?stripe=refresh`,
      return_url: `${back}?stripe=return`,
    }),
  );
  return { url: link.url };
}

/** The state now, asked of Stripe (the return from onboarding, or the studio's "Check again"). */
export async function refreshConnection(deps: Deps, companyId: string, log: FastifyBaseLogger) {
  assertConnect(deps);
  const account = await repo.accountOf(deps.db, companyId);
  if (account) {
    const found = await callStripe(deps.config, log, 'accounts.retrieve', (stripe) =>
      stripe.accounts.retrieve(account.accountId),
    );
    await repo.setStateOfAccount(deps.db, account.accountId, stateOf(found));
  }
  return connectionOf(deps, companyId);
}

/** Forgets the account: clients can no longer start a card payment; those made and under way stay. */
export async function disconnect(deps: Deps, companyId: string) {
  assertConnect(deps);
  await repo.forgetAccount(deps.db, { companyId });
  return connectionOf(deps, companyId);
}
