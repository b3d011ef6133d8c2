import { CATALOGUE_IMAGE_CONTENT_TYPES, CATALOGUE_IMAGE_MAX_BYTES, endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import * as packages from './packages/service.ts';
import * as products from './products/service.ts';

/**
 * Settings → products and packages of the current company. Every member may edit them, as they may
 * the company's other lists (job types, pipeline, custom fields); no plan limits them.
 */
export function catalogueRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const { db } = deps;
  const at = (req: { company: { companyId: string } | null }) => req.company!.companyId;

  route(app, E.listProducts, { preHandler }, async (req) => ({
    data: await products.listProducts(db, at(req), req.query),
  }));
  route(app, E.createProduct, { preHandler }, async (req) => ({
    data: await products.createProduct(db, at(req), req.body),
  }));
  route(app, E.getProduct, { preHandler }, async (req) => ({
    data: await products.getProduct(db, at(req), req.params.id),
  }));
  route(app, E.updateProduct, { preHandler }, async (req) => ({
    data: await products.updateProduct(db, at(req), req.params.id, req.body),
  }));
  route(app, E.archiveProduct, { preHandler }, async (req) => ({
    data: await products.setProductArchived(db, at(req), req.params.id, true),
  }));
  route(app, E.restoreProduct, { preHandler }, async (req) => ({
    data: await products.setProductArchived(db, at(req), req.params.id, false),
  }));
  route(app, E.deleteProduct, { preHandler }, async (req) => {
    await products.deleteProduct(deps, at(req), req.params.id);
    return { data: null };
  });

  route(app, E.listPackages, { preHandler }, async (req) => ({
    data: await packages.listPackages(db, at(req), req.query),
  }));
  route(app, E.createPackage, { preHandler }, async (req) => ({
    data: await packages.createPackage(db, at(req), req.body),
  }));
  route(app, E.getPackage, { preHandler }, async (req) => ({
    data: await packages.getPackage(db, at(req), req.params.id),
  }));
  route(app, E.updatePackage, { preHandler }, async (req) => ({
    data: await packages.updatePackage(db, at(req), req.params.id, req.body),
  }));
  route(app, E.archivePackage, { preHandler }, async (req) => ({
    data: await packages.setPackageArchived(db, at(req), req.params.id, true),
  }));
  route(app, E.restorePackage, { preHandler }, async (req) => ({
    data: await packages.setPackageArchived(db, at(req), req.params.id, false),
  }));
  route(app, E.deletePackage, { preHandler }, async (req) => {
    await packages.deletePackage(deps, at(req), req.params.id);
    return { data: null };
  });

  // A picture's body is the image itself (as the company logo): its parser exists only in this scope.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      [...CATALOGUE_IMAGE_CONTENT_TYPES],
      { parseAs: 'buffer' },
      (_req, body, done) => done(null, body),
    );
    const limits = { preHandler, bodyLimit: CATALOGUE_IMAGE_MAX_BYTES };
    route(scope, E.uploadProductImage, limits, async (req) => ({
      data: await products.putProductImage(deps, at(req), req.params.id, req.body),
    }));
    route(scope, E.removeProductImage, { preHandler }, async (req) => ({
      data: await products.removeProductImage(deps, at(req), req.params.id),
    }));
    route(scope, E.uploadPackageImage, limits, async (req) => ({
      data: await packages.putPackageImage(deps, at(req), req.params.id, req.body),
    }));
    route(scope, E.removePackageImage, { preHandler }, async (req) => ({
      data: await packages.removePackageImage(deps, at(req), req.params.id),
    }));
  });
}
