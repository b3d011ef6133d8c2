import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import { getPaymentSettings, savePaymentSettings } from './service.ts';

/** Settings → Payments. Every member may change them, as the payment reminders. */
export function paymentSettingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const { db } = deps;

  route(app, E.getPaymentSettings, { preHandler }, async (req) => ({
    data: await getPaymentSettings(db, req.company!.companyId),
  }));
  route(app, E.updatePaymentSettings, { preHandler }, async (req) => ({
    data: await savePaymentSettings(db, req.company!.companyId, req.body),
  }));
}
