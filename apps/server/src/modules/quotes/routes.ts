import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import { memberName } from './repo.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import { quotePdf } from './pdf.ts';
import { sendQuote } from './send.ts';
import * as quotes from './service.ts';
import * as templates from './templates/service.ts';

/** A lead's or job's quotes. Every member may write them, as they may the record itself. */
export function quoteRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const { db } = deps;

  route(app, E.createQuote, { preHandler }, async (req) => ({
    data: await quotes.createQuote(db, req.company!, req.body),
  }));
  route(app, E.getQuote, { preHandler }, async (req) => ({
    data: await quotes.getQuote(db, req.company!, req.params.id),
  }));
  route(app, E.getQuotePdf, { preHandler }, async (req, reply) =>
    sendPdf(reply, await quotePdf(deps, req.company!, req.params.id)),
  );
  route(app, E.getQuoteVersion, { preHandler }, async (req) => ({
    data: await quotes.getQuoteVersion(db, req.company!, req.params.id, req.query.version),
  }));
  route(app, E.updateQuote, { preHandler }, async (req) => ({
    data: await quotes.updateQuote(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.deleteQuote, { preHandler }, async (req) => {
    await quotes.deleteQuote(db, req.company!, req.params.id);
    return { data: null };
  });
  route(app, E.sendQuote, { preHandler }, async (req) => ({
    data: await sendQuote(deps, req.company!, req.params.id, req.body),
  }));
  route(app, E.acceptQuote, { preHandler }, async (req) => ({
    data: await quotes.acceptQuote(
      db,
      req.company!,
      req.params.id,
      req.body,
      await memberName(db, req.company!.userId),
    ),
  }));
  route(app, E.declineQuote, { preHandler }, async (req) => ({
    data: await quotes.declineQuote(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.revokeQuoteLinks, { preHandler }, async (req) => ({
    data: { revoked: await quotes.revokeQuoteLinks(db, req.company!, req.params.id) },
  }));

  route(app, E.listQuoteTemplates, { preHandler }, async (req) => ({
    data: await templates.listQuoteTemplates(db, req.company!),
  }));
  route(app, E.createQuoteTemplate, { preHandler }, async (req) => ({
    data: await templates.createQuoteTemplate(db, req.company!, req.body),
  }));
  route(app, E.getQuoteTemplate, { preHandler }, async (req) => ({
    data: await templates.getQuoteTemplate(db, req.company!, req.params.id),
  }));
  route(app, E.updateQuoteTemplate, { preHandler }, async (req) => ({
    data: await templates.updateQuoteTemplate(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.deleteQuoteTemplate, { preHandler }, async (req) => {
    await templates.deleteQuoteTemplate(db, req.company!, req.params.id);
    return { data: null };
  });
}
