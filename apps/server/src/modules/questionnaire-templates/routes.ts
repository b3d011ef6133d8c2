import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import * as templates from './service.ts';

/** Settings → Questionnaires. Every member may write them, as they may quote templates. */
export function questionnaireTemplateRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const { db } = deps;

  route(app, E.listQuestionnaireTemplates, { preHandler }, async (req) => ({
    data: await templates.listQuestionnaireTemplates(db, req.company!),
  }));
  route(app, E.createQuestionnaireTemplate, { preHandler }, async (req) => ({
    data: await templates.createQuestionnaireTemplate(db, req.company!, req.body),
  }));
  route(app, E.getQuestionnaireTemplate, { preHandler }, async (req) => ({
    data: await templates.getQuestionnaireTemplate(db, req.company!, req.params.id),
  }));
  route(app, E.updateQuestionnaireTemplate, { preHandler }, async (req) => ({
    data: await templates.updateQuestionnaireTemplate(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.duplicateQuestionnaireTemplate, { preHandler }, async (req) => ({
    data: await templates.duplicateQuestionnaireTemplate(db, req.company!, req.params.id),
  }));
  route(app, E.deleteQuestionnaireTemplate, { preHandler }, async (req) => {
    await templates.deleteQuestionnaireTemplate(db, req.company!, req.params.id);
    return { data: null };
  });
}
