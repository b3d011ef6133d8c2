import { PromoCodePaths, promoCodeInputSchema, promoCodeResponseSchema } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireCompany } from '../auth/guards.ts';
import { promoCodeData, resolvePromoCode } from './resolve.ts';

const tags = ['subscription'];
const security = [{ bearer: [] }];

/** The plans view checks a code before checkout; a lapsed account reaches it (it is how it pays). */
export function promoCodeRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireCompany(deps, { allowLapsedSubscription: true });

  r.get(
    PromoCodePaths.lookup,
    {
      preHandler,
      schema: {
        tags,
        security,
        params: z.object({ code: promoCodeInputSchema }),
        response: { 200: promoCodeResponseSchema },
      },
    },
    async (req) => {
      const account = req.company!.businessAccountId;
      return {
        data: promoCodeData(await resolvePromoCode(deps.db, req.params.code, new Date(), { account })),
      };
    },
  );
}
