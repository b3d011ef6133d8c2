import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { accountContext } from '../account-context/service.ts';
import { requireCompany } from '../auth/guards.ts';
import { chatData } from './service.ts';

/** The INTERCOM link's chat data (spec 01 §7), for the session's company only. */
export function supportChatRoutes(app: FastifyInstance, deps: AppDeps) {
  // A lapsed account still reaches support: that is when it needs it most.
  route(
    app,
    E.getChatData,
    { preHandler: requireCompany(deps, { allowLapsedSubscription: true }) },
    async (req) => {
      const { companyId, userId } = req.company!;
      const context = await accountContext(deps, userId, companyId);
      if (!context) throw new AppError('453', 'No company', 'Your account does not belong to any company.');
      return { data: await chatData(deps, context) };
    },
  );
}
