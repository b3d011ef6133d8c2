import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../auth/guards.ts';
import * as setup from './service.ts';

/**
 * The links bootstrap's UserDoesNotExist and CountryRequired answers carry: the complete-sign-up
 * form's fields and its submit, and the country save (spec 01 §8).
 */
export function accountSetupRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireUser(deps);

  route(app, E.getAccountSetup, { preHandler }, async (req) => ({
    data: await setup.accountSetup(deps, { userId: req.auth!.subjectId }),
  }));

  route(app, E.completeSignUp, { preHandler }, async (req) => ({
    data: null,
    ...(await setup.completeSignUp(deps, { userId: req.auth!.subjectId, form: req.body })),
  }));

  route(app, E.saveCountry, { preHandler }, async (req) => ({
    data: null,
    ...(await setup.saveCountry(deps, { userId: req.auth!.subjectId, country: req.body.country })),
  }));
}
