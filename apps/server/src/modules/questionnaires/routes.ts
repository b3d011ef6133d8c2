import { ANSWER_LIMITS, endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { multipartScope, uploadBodyLimit } from '../../http/multipart.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import { clientActing, requirePortal } from '../portal/session.ts';
import { openAnswerFile, uploadAnswerFile } from './files.ts';
import * as portal from './portal.ts';
import * as studio from './service.ts';

/** A record's questionnaires for every member of the studio; the client's in their portal. */
export function questionnaireRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const { db } = deps;

  route(app, E.listJobQuestionnaires, { preHandler }, async (req) => ({
    data: await studio.listJobQuestionnaires(db, req.company!, req.params.id),
  }));
  route(app, E.createQuestionnaire, { preHandler }, async (req) => ({
    data: await studio.createQuestionnaire(deps, req.company!, req.params.id, req.body),
  }));
  route(app, E.getQuestionnaire, { preHandler }, async (req) => ({
    data: await studio.getQuestionnaire(db, req.company!, req.params.id),
  }));
  route(app, E.sendQuestionnaire, { preHandler }, async (req) => ({
    data: await studio.sendQuestionnaire(deps, req.company!, req.params.id),
  }));
  route(app, E.remindQuestionnaire, { preHandler }, async (req) => ({
    data: await studio.remindQuestionnaire(deps, req.company!, req.params.id),
  }));
  route(app, E.reopenQuestionnaire, { preHandler }, async (req) => ({
    data: await studio.reopenQuestionnaire(deps, req.company!, req.params.id),
  }));
  route(app, E.deleteQuestionnaire, { preHandler }, async (req) => {
    await studio.deleteQuestionnaire(deps, req.company!, req.params.id);
    return { data: null };
  });

  route(app, E.downloadQuestionnaireFile, { preHandler }, async (req, reply) => {
    const { file, stream, size } = await openAnswerFile(
      deps,
      req.company!,
      req.params.id,
      req.params.questionId,
    );
    return reply
      .header('content-type', file.contentType)
      .header('content-length', size)
      .header('content-disposition', contentDisposition(file.name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });

  const signedIn = { preHandler: requirePortal(deps) };
  multipartScope(app, (scope) => {
    route(
      scope,
      E.uploadPortalQuestionnaireFile,
      { ...signedIn, bodyLimit: uploadBodyLimit(ANSWER_LIMITS.fileBytes) },
      async (req) => ({ data: await uploadAnswerFile(deps, clientActing(req), req.params.id, req.body) }),
    );
  });
  route(app, E.listPortalQuestionnaires, signedIn, async (req) => ({
    data: await portal.portalQuestionnaires(deps, req.portal!),
  }));
  route(app, E.getPortalQuestionnaire, signedIn, async (req) => ({
    data: await portal.portalQuestionnaire(deps, req.portal!, req.params.id),
  }));
  // The studio's preview reads, never answers for the client.
  route(app, E.savePortalQuestionnaireAnswers, signedIn, async (req) => ({
    data: await portal.saveAnswers(deps, clientActing(req), req.params.id, req.body.answers),
  }));
  route(app, E.submitPortalQuestionnaire, signedIn, async (req) => ({
    data: await portal.submitAnswers(deps, clientActing(req), req.params.id, req.body.version),
  }));
}
