import {
  accountSetupResponseSchema,
  completeSignUpRequestSchema,
  completeSignUpResponseSchema,
  saveCountryRequestSchema,
  saveCountryResponseSchema,
} from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../auth/guards.ts';
import * as setup from './service.ts';
import { ACCOUNT_SETUP_PATHS } from './service.ts';

const tags = ['user'];
const security = [{ bearer: [] }];

/**
 * The links bootstrap's UserDoesNotExist and CountryRequired answers carry: the complete-sign-up
 * form's fields and its submit, and the country save (spec 01 §8).
 */
export function accountSetupRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(deps);

  r.get(
    ACCOUNT_SETUP_PATHS.completeSignUp,
    { preHandler, schema: { tags, security, response: { 200: accountSetupResponseSchema } } },
    async (req) => ({ data: await setup.accountSetup(deps, { userId: req.auth!.subjectId }) }),
  );

  r.post(
    ACCOUNT_SETUP_PATHS.completeSignUp,
    {
      preHandler,
      schema: {
        tags,
        security,
        body: completeSignUpRequestSchema,
        response: { 200: completeSignUpResponseSchema },
      },
    },
    async (req) => ({
      data: null,
      ...(await setup.completeSignUp(deps, { userId: req.auth!.subjectId, form: req.body })),
    }),
  );

  r.post(
    ACCOUNT_SETUP_PATHS.country,
    {
      preHandler,
      schema: {
        tags,
        security,
        body: saveCountryRequestSchema,
        response: { 200: saveCountryResponseSchema },
      },
    },
    async (req) => ({
      data: null,
      ...(await setup.saveCountry(deps, { userId: req.auth!.subjectId, country: req.body.country })),
    }),
  );
}
