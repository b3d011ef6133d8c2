import { endpoints as E, LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany, requireUser } from '../auth/guards.ts';
import * as profiles from './profile-service.ts';
import * as companies from './service.ts';

export function companyRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);

  // Readable when the subscription has lapsed: a company of another account may still be live.
  route(
    app,
    E.listBrands,
    { preHandler: requireCompany(deps, { allowLapsedSubscription: true }) },
    async (req) => ({
      data: await companies.brands(deps, req.company!),
    }),
  );

  // Not requireCompany: the tab switching away may still name the company it leaves.
  route(app, E.switchCompany, { preHandler: requireUser(deps) }, async (req) => ({
    data: await companies.switchCompany(deps, req.auth!, req.body.companyId),
  }));

  route(app, E.listCompanies, { preHandler }, async (req) => ({
    data: await profiles.listCompanies(deps, req.company!),
  }));

  route(app, E.createCompany, { preHandler }, async (req) =>
    companies.createCompany(deps, {
      scope: req.company!,
      sessionId: req.auth!.sessionId,
      form: req.body,
      log: req.log,
    }),
  );

  route(app, E.getCompany, { preHandler }, async (req) => ({
    data: await profiles.getCompany(deps, req.company!, req.params.id),
  }));

  route(app, E.updateCompany, { preHandler }, async (req) => ({
    data: await profiles.updateCompany(deps, req.company!, req.params.id, req.body),
  }));

  route(app, E.deleteCompany, { preHandler }, async (req) => ({
    data: await profiles.deleteCompany(deps, {
      scope: req.company!,
      sessionId: req.auth!.sessionId,
      companyId: req.params.id,
      confirmName: req.body.confirmName,
    }),
  }));

  // The logo's body is the image itself: its parser exists only inside this scope.
  void app.register(async (scope) => {
    scope.addContentTypeParser([...LOGO_CONTENT_TYPES], { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    route(scope, E.uploadLogo, { preHandler, bodyLimit: LOGO_MAX_BYTES }, async (req) => ({
      data: await profiles.putLogo(deps, req.company!, req.params.id, req.body),
    }));
    route(scope, E.removeLogo, { preHandler }, async (req) => ({
      data: await profiles.removeLogo(deps, req.company!, req.params.id),
    }));
  });
}
