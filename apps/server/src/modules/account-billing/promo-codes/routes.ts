import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../http/route.ts';
import { requireCompany } from '../../auth/guards.ts';
import { promoCodeData, resolvePromoCode } from './resolve.ts';

/** The plans view checks a code before checkout; a lapsed account reaches it (it is how it pays). */
export function promoCodeRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps, { allowLapsedSubscription: true });

  route(app, E.lookupPromoCode, { preHandler }, async (req) => {
    const account = req.company!.businessAccountId;
    return {
      data: promoCodeData(await resolvePromoCode(deps.db, req.params.code, new Date(), { account })),
    };
  });
}
