import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import { jobBoard, listJobs } from './list.ts';
import { moveJobToCompany } from './move.ts';
import { jobProfile } from './profile.ts';
import { createJob, saveNotes, updateJob } from './service.ts';
import { jobTabRoutes } from './tab-routes.ts';
import * as transitions from './transitions.ts';

/**
 * Leads and jobs of the current company: one set of routes for both stages. Every member may work
 * on them, as on the calendar.
 */
export function jobRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const options = { preHandler };

  route(app, E.listJobs, options, async (req) => ({ data: await listJobs(deps, req.company!, req.query) }));
  route(app, E.getJobBoard, options, async (req) => ({
    data: await jobBoard(deps, req.company!, req.query),
  }));
  route(app, E.createJob, options, async (req) => ({ data: await createJob(deps, req.company!, req.body) }));
  route(app, E.getJob, options, async (req) => ({
    data: await jobProfile(deps, req.company!, req.params.id),
  }));
  route(app, E.updateJob, options, async (req) => ({
    data: await updateJob(deps, req.company!, req.params.id, req.body),
  }));
  route(app, E.saveJobNotes, options, async (req) => ({
    data: await saveNotes(deps, req.company!, req.params.id, req.body.notes),
  }));
  route(app, E.moveLeadStage, options, async (req) => ({
    data: await transitions.moveLeadStage(deps, req.company!, req.params.id, req.body.leadStageId),
  }));
  route(app, E.markLeadLost, options, async (req) => ({
    data: await transitions.markLeadLost(deps, req.company!, req.params.id, req.body),
  }));
  route(app, E.convertLead, options, async (req) => ({
    data: await transitions.convertLead(deps, req.company!, req.params.id),
  }));
  route(app, E.completeJob, options, async (req) => ({
    data: await transitions.completeJob(deps, req.company!, req.params.id),
  }));
  route(app, E.archiveJob, options, async (req) => ({
    data: await transitions.archiveJob(deps, req.company!, req.params.id),
  }));
  route(app, E.reactivateJob, options, async (req) => ({
    data: await transitions.reactivateJob(deps, req.company!, req.params.id),
  }));
  route(app, E.moveJobToCompany, options, async (req) => ({
    data: await moveJobToCompany(deps, req.company!, req.params.id, req.body.companyId),
  }));
  jobTabRoutes(app, deps);
}
