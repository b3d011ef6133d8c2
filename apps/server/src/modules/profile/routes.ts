import { endpoints as E, PHOTO_BASE64_MAX_LENGTH } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../auth/guards.ts';
import { uploadPhoto } from './photo.ts';
import { changeEmail, changePassword, getProfile, updateProfile } from './service.ts';

/**
 * The photo's body: its base64 text, with room for the JSON around it. Fastify's default (1 MiB)
 * would refuse a picture of more than ~750 kB that the contract accepts.
 */
const PHOTO_BODY_LIMIT = PHOTO_BASE64_MAX_LENGTH + 1024;

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
  route(app, E.uploadPhoto, { ...signedIn, bodyLimit: PHOTO_BODY_LIMIT }, async (req) => ({
    data: await uploadPhoto(deps, req.auth!.subjectId, req.body),
  }));
}
