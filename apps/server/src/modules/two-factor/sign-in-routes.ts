import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { authenticateTwoFactor, setupTwoFactorAtLogin } from './sign-in.ts';
import { recoverTwoFactor } from './sign-in-recovery.ts';

/** The second step of a sign-in answered 212 or 213: public, the authorization key is the proof. */
export function twoFactorSignInRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, E.authenticateTwoFactor, {}, async (req) => ({
    data: await authenticateTwoFactor(deps, { body: req.body, clientAddress: req.ip }),
  }));

  route(app, E.setupTwoFactorAtLogin, {}, async (req) => ({
    data: await setupTwoFactorAtLogin(deps, { body: req.body, clientAddress: req.ip }),
  }));

  route(app, E.recoverTwoFactor, {}, async (req) => ({
    data: await recoverTwoFactor(deps, { body: req.body, clientAddress: req.ip }),
  }));
}
