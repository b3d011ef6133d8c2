import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import { sendTemplate } from './send.ts';
import * as templates from './service.ts';

/**
 * Settings → Email settings → templates of the current company. Every member may use and edit
 * them (staff send the studio's mail); the body limit leaves room for the largest body validate
 * reads (4 × 100,000 characters, escaped in JSON).
 */
export function emailTemplateRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const writes = { preHandler, bodyLimit: 2 * 1024 * 1024 };

  route(app, E.listEmailTemplates, { preHandler }, async (req) => ({
    data: await templates.listTemplates(deps, req.company!, req.query),
  }));
  route(app, E.createEmailTemplate, writes, async (req) => ({
    data: await templates.createTemplate(deps, req.company!, req.body),
  }));
  route(app, E.updateEmailTemplate, writes, async (req) => ({
    data: await templates.updateTemplate(deps, req.company!, req.body),
  }));
  route(app, E.deleteEmailTemplate, { preHandler }, async (req) => {
    await templates.deleteTemplate(deps, req.company!, req.body.id);
    return { data: null };
  });
  route(app, E.duplicateEmailTemplate, { preHandler }, async (req) => ({
    data: await templates.duplicateTemplate(deps, req.company!, req.body.id),
  }));
  route(app, E.validateEmailTemplate, writes, async (req) => {
    const errors = await templates.templateProblems(req.body);
    return { data: { valid: errors.length === 0, errors } };
  });
  route(app, E.previewEmailTemplate, writes, async (req) => ({
    data: await templates.previewTemplate(deps, req.company!, req.body),
  }));
  route(app, E.sendEmailTemplate, { preHandler }, async (req) => ({
    data: await sendTemplate(deps, req.company!, req.body),
  }));
}
