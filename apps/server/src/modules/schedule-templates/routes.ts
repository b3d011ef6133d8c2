import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import * as templates from './service.ts';

/** Settings → Payment schedules. Every member may write them, as they may quotes and invoices. */
export function scheduleTemplateRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const { db } = deps;

  route(app, E.listScheduleTemplates, { preHandler }, async (req) => ({
    data: await templates.listScheduleTemplates(db, req.company!),
  }));
  route(app, E.createScheduleTemplate, { preHandler }, async (req) => ({
    data: await templates.createScheduleTemplate(db, req.company!, req.body),
  }));
  route(app, E.getScheduleTemplate, { preHandler }, async (req) => ({
    data: await templates.getScheduleTemplate(db, req.company!, req.params.id),
  }));
  route(app, E.updateScheduleTemplate, { preHandler }, async (req) => ({
    data: await templates.updateScheduleTemplate(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.deleteScheduleTemplate, { preHandler }, async (req) => {
    await templates.deleteScheduleTemplate(db, req.company!, req.params.id);
    return { data: null };
  });
}
