import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../auth/guards.ts';
import { changeEmail, changePassword, getProfile, updateProfile } from './service.ts';

/**
 * Settings → My profile: the signed-in user's own name, address and password. A user guard, not a
 * company one: a user changes their password whatever their company's subscription says.
 */
export function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  const signedIn = { preHandler: requireUser(deps) };
  route(app, E.getProfile, signedIn, async (req) => ({ data: await getProfile(deps, req.auth!.subjectId) }));
  route(app, E.updateProfile, signedIn, async (req) => ({
    data: await updateProfile(deps, req.auth!.subjectId, req.body),
  }));
  route(app, E.changeEmail, signedIn, async (req) => ({
    data: await changeEmail(deps, req.auth!.subjectId, req.body),
  }));
  route(app, E.changePassword, signedIn, async (req) => {
    const { subjectId: userId, sessionId } = req.auth!;
    await changePassword(deps, { userId, sessionId, body: req.body });
    return { data: null };
  });
}
