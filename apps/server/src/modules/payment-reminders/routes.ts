import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import { getReminderSettings, saveReminderSettings } from './service.ts';

/** Settings → Payment reminders. Every member may change them, as the invoice numbering. */
export function paymentReminderRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const { db } = deps;

  route(app, E.getPaymentReminderSettings, { preHandler }, async (req) => ({
    data: await getReminderSettings(db, req.company!.companyId),
  }));
  route(app, E.updatePaymentReminderSettings, { preHandler }, async (req) => ({
    data: await saveReminderSettings(db, req.company!.companyId, req.body),
  }));
}
