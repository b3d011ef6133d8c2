import {
  brandsResponseSchema,
  companyListResponseSchema,
  companyProfileResponseSchema,
  CompanyPaths,
  createCompanyRequestSchema,
  createCompanyResponseSchema,
  deleteCompanyRequestSchema,
  deleteCompanyResponseSchema,
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  logoResponseSchema,
  switchCompanyRequestSchema,
  switchCompanyResponseSchema,
  updateCompanyRequestSchema,
} from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireCompany, requireUser } from '../auth/guards.ts';
import * as profiles from './profile-service.ts';
import * as companies from './service.ts';

const tags = ['companies'];
const security = [{ bearer: [] }];
/** Any string: an id that is not a company of the user's is a 404 like any other (never a 400 that tells apart). */
const params = z.object({ id: z.string().max(100) });
const companyPath = CompanyPaths.company(':id');
const logoPath = CompanyPaths.logo(':id');

export function companyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireCompany(deps);

  // Readable when the subscription has lapsed: a company of another account may still be live.
  r.get(
    CompanyPaths.brands,
    {
      preHandler: requireCompany(deps, { allowLapsedSubscription: true }),
      schema: { tags, security, response: { 200: brandsResponseSchema } },
    },
    async (req) => ({ data: await companies.brands(deps, req.company!) }),
  );

  // Not requireCompany: the tab switching away may still name the company it leaves.
  r.post(
    CompanyPaths.switch,
    {
      preHandler: requireUser(deps),
      schema: {
        tags,
        security,
        body: switchCompanyRequestSchema,
        response: { 200: switchCompanyResponseSchema },
      },
    },
    async (req) => ({ data: await companies.switchCompany(deps, req.auth!, req.body.companyId) }),
  );

  r.get(
    CompanyPaths.list,
    { preHandler, schema: { tags, security, response: { 200: companyListResponseSchema } } },
    async (req) => ({ data: await profiles.listCompanies(deps, req.company!) }),
  );

  r.post(
    CompanyPaths.create,
    {
      preHandler,
      schema: {
        tags,
        security,
        body: createCompanyRequestSchema,
        response: { 200: createCompanyResponseSchema },
      },
    },
    async (req) =>
      companies.createCompany(deps, {
        scope: req.company!,
        sessionId: req.auth!.sessionId,
        form: req.body,
        log: req.log,
      }),
  );

  r.get(
    companyPath,
    { preHandler, schema: { tags, security, params, response: { 200: companyProfileResponseSchema } } },
    async (req) => ({ data: await profiles.getCompany(deps, req.company!, req.params.id) }),
  );

  r.put(
    companyPath,
    {
      preHandler,
      schema: {
        tags,
        security,
        params,
        body: updateCompanyRequestSchema,
        response: { 200: companyProfileResponseSchema },
      },
    },
    async (req) => ({ data: await profiles.updateCompany(deps, req.company!, req.params.id, req.body) }),
  );

  r.delete(
    companyPath,
    {
      preHandler,
      schema: {
        tags,
        security,
        params,
        body: deleteCompanyRequestSchema,
        response: { 200: deleteCompanyResponseSchema },
      },
    },
    async (req) => ({
      data: await profiles.deleteCompany(deps, {
        scope: req.company!,
        sessionId: req.auth!.sessionId,
        companyId: req.params.id,
        confirmName: req.body.confirmName,
      }),
    }),
  );

  // The logo's body is the image itself: its parser exists only inside this scope.
  void app.register(async (scope) => {
    scope.addContentTypeParser([...LOGO_CONTENT_TYPES], { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.put(
      logoPath,
      {
        preHandler,
        bodyLimit: LOGO_MAX_BYTES,
        schema: {
          tags,
          security,
          params,
          consumes: [...LOGO_CONTENT_TYPES],
          body: z.any().describe('The image file (PNG, JPEG, WebP or GIF); stored as a 512 px WebP'),
          response: { 200: logoResponseSchema },
        },
      },
      async (req) => ({ data: await profiles.putLogo(deps, req.company!, req.params.id, req.body) }),
    );
    s.delete(
      logoPath,
      { preHandler, schema: { tags, security, params, response: { 200: logoResponseSchema } } },
      async (req) => ({ data: await profiles.removeLogo(deps, req.company!, req.params.id) }),
    );
  });
}
