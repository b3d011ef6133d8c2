import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route, type RouteOptions } from '../../http/route.ts';
import { adminActor, recordAdminRead } from '../admin-audit/service.ts';
import { accountDetail, searchAccountList } from './accounts/service.ts';
import { changePlan, updateTrial } from './plan-service.ts';
import { disableUser, enableUser, resendUserConfirmation } from './user-actions.ts';

/** The console's account tools: search, detail, and what support does to a user or its plan. */
export function accountRoutes(app: FastifyInstance, deps: AppDeps, onRequest: RouteOptions['onRequest']) {
  // Reads of people's data are recorded too (issue 29 §9): the search as asked, not each row found.
  route(app, E.adminSearchAccounts, { onRequest }, async (req) => {
    const data = await searchAccountList(deps, req.query);
    await recordAdminRead(deps.db, {
      ...adminActor(req),
      action: 'user.search',
      targetKind: 'user',
      targetId: null,
      details: { q: req.query.q, page: req.query.after ? 'next' : 'first', found: data.accounts.length },
    });
    return { data };
  });

  route(app, E.adminGetAccount, { onRequest }, async (req) => {
    const data = await accountDetail(deps, req.params.userId);
    await recordAdminRead(deps.db, {
      ...adminActor(req),
      action: 'user.view',
      targetKind: 'user',
      targetId: data.user.id,
      details: { email: data.user.email },
    });
    return { data };
  });

  route(app, E.adminDisableUser, { onRequest }, async (req) => ({
    data: await disableUser(deps, { ...adminActor(req), userId: req.params.userId }),
  }));

  route(app, E.adminEnableUser, { onRequest }, async (req) => ({
    data: await enableUser(deps, { ...adminActor(req), userId: req.params.userId }),
  }));

  route(app, E.adminResendConfirmation, { onRequest }, async (req) => {
    await resendUserConfirmation(deps, { ...adminActor(req), userId: req.params.userId });
    return { data: null };
  });

  route(app, E.adminUpdateTrial, { onRequest }, async (req) => ({
    data: await updateTrial(deps, {
      ...adminActor(req),
      businessAccountId: req.params.id,
      change: req.body,
    }),
  }));

  route(app, E.adminChangePlan, { onRequest }, async (req) => ({
    data: await changePlan(deps, {
      ...adminActor(req),
      businessAccountId: req.params.id,
      values: { ...req.body, accessTill: req.body.accessTill ? new Date(req.body.accessTill) : null },
    }),
  }));
}
