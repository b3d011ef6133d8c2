import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import * as customFields from './custom-fields/service.ts';
import * as jobTypes from './job-types/service.ts';
import * as leadStages from './lead-stages/service.ts';

/**
 * Settings → job types, lead pipeline and custom fields of the current company. Every member may
 * edit them (they shape the studio's daily work, as templates do); nothing is recorded in activity.
 */
export function studioListRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const { db } = deps;
  const at = (req: { company: { companyId: string } | null }) => req.company!.companyId;

  route(app, E.listJobTypes, { preHandler }, async (req) => ({
    data: await jobTypes.listJobTypes(db, at(req)),
  }));
  route(app, E.createJobType, { preHandler }, async (req) => ({
    data: await jobTypes.createJobType(db, at(req), req.body),
  }));
  route(app, E.updateJobType, { preHandler }, async (req) => ({
    data: await jobTypes.updateJobType(db, at(req), req.params.id, req.body),
  }));
  route(app, E.reorderJobTypes, { preHandler }, async (req) => ({
    data: await jobTypes.reorderJobTypes(db, at(req), req.body.ids),
  }));
  route(app, E.deleteJobType, { preHandler }, async (req) => ({
    data: await jobTypes.deleteJobType(db, at(req), req.params.id),
  }));

  route(app, E.listLeadStages, { preHandler }, async (req) => ({
    data: await leadStages.listLeadStages(db, at(req)),
  }));
  route(app, E.createLeadStage, { preHandler }, async (req) => ({
    data: await leadStages.createLeadStage(db, at(req), req.body),
  }));
  route(app, E.updateLeadStage, { preHandler }, async (req) => ({
    data: await leadStages.updateLeadStage(db, at(req), req.params.id, req.body),
  }));
  route(app, E.reorderLeadStages, { preHandler }, async (req) => ({
    data: await leadStages.reorderLeadStages(db, at(req), req.body.ids),
  }));
  route(app, E.deleteLeadStage, { preHandler }, async (req) => {
    await leadStages.deleteLeadStage(db, at(req), req.params.id, req.query.moveTo);
    return { data: null };
  });

  route(app, E.listCustomFields, { preHandler }, async (req) => ({
    data: await customFields.listCustomFields(db, at(req), req.query.entity),
  }));
  route(app, E.createCustomField, { preHandler }, async (req) => ({
    data: await customFields.createCustomField(db, at(req), req.body),
  }));
  route(app, E.updateCustomField, { preHandler }, async (req) => ({
    data: await customFields.updateCustomField(db, at(req), req.params.id, req.body),
  }));
  route(app, E.reorderCustomFields, { preHandler }, async (req) => ({
    data: await customFields.reorderCustomFields(db, at(req), req.body.entity, req.body.ids),
  }));
  route(app, E.deleteCustomField, { preHandler }, async (req) => {
    await customFields.deleteCustomField(db, at(req), req.params.id);
    return { data: null };
  });
}
