import { endpoints as E, STRIPE_CONNECT_TEXTS as T } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { requireCompany, requireOwner } from '../auth/guards.ts';
import { cardPaymentOfClient } from '../invoices/payments/card-store.ts';
import { afterCardPayment, assertClientsDocument } from '../portal/service.ts';
import { clientActing, requirePortal } from '../portal/session.ts';
import { clientPaymentModeOf, connectionOf, disconnect, refreshConnection, startOnboarding } from './accounts.ts';
import { cancelCheckout, startCheckout } from './checkout.ts';
import { ConnectText } from './messages.ts';
import { companyContact } from './repo.ts';
import { receiveConnectEvent, verifiedConnectEvent } from './webhook.ts';

/**
 * Settings → Payments → Stripe (owners connect and disconnect; every member sees the state), the
 * client-payments webhook, and the portal's way to Stripe Checkout.
 */
export async function stripeConnectRoutes(app: FastifyInstance, deps: AppDeps) {
  const member = { preHandler: requireCompany(deps) };
  const owner = { preHandler: [requireCompany(deps), requireOwner] };

  route(app, E.getStripeConnection, member, async (req) => ({
    data: await connectionOf(deps, req.company!.companyId),
  }));
  route(app, E.startStripeOnboarding, owner, async (req) => {
    const { companyId } = req.company!;
    const contact = await companyContact(deps.db, companyId);
    return { data: await startOnboarding(deps, { companyId, ...contact }, req.log) };
  });
  route(app, E.refreshStripeConnection, member, async (req) => ({
    data: await refreshConnection(deps, req.company!.companyId, req.log),
  }));
  route(app, E.disconnectStripeAccount, owner, async (req) => ({
    data: await disconnect(deps, req.company!.companyId),
  }));

  const signedIn = { preHandler: requirePortal(deps) };
  route(app, E.startPortalCheckout, signedIn, async (req) => {
    const scope = clientActing(req);
    await assertClientsDocument(deps, scope, 'invoice', req.params.id);
    return { data: await startCheckout(deps, scope, req.params.id, req.body, req.log) };
  });
  route(app, E.cancelPortalCheckout, signedIn, async (req) => {
    const scope = clientActing(req);
    const row = await cardPaymentOfClient(deps.db, scope.companyId, scope.clientId, req.params.id);
    if (row?.provider !== 'stripe')
      throw new AppError('NotFound', ConnectText.notStripePaymentTitle, ConnectText.notStripePayment);
    if (await cancelCheckout(deps, row, req.log)) await afterCardPayment(deps, row, req.log);
    return { data: null };
  });

  // Its own scope: the signature covers the exact bytes, so this one route takes the raw body.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    route(scope, E.receiveStripeClientPaymentWebhook, {}, async (req) => {
      if (clientPaymentModeOf(deps.config) === 'sandbox') throw new AppError('NotFound', T.notStripeTitle, T.notStripe);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const event = await verifiedConnectEvent(deps, body, req.headers['stripe-signature']);
      const paid = await receiveConnectEvent(deps, req.log, event);
      if (paid) await afterCardPayment(deps, paid, req.log);
      return { data: { received: true } };
    });
  });
}
