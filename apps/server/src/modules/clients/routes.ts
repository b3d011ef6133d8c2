import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { multipartScope, uploadBodyLimit } from '../../http/multipart.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import { exportClients, exportFileName } from './list/export.ts';
import * as list from './list/service.ts';
import * as clients from './service.ts';
import * as history from './history/service.ts';
import * as csvImport from './csv-import/service.ts';
import { CLIENT_IMPORT_MAX_BYTES } from '@focal/contracts';
import { mergeClients } from './transfer/merge.ts';
import { moveClient } from './transfer/move.ts';

/** The studio's clients: every member of the company may use them. */
export function clientRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const guarded = { preHandler };

  route(app, E.listClients, guarded, async (req) => ({
    data: await list.listClients(deps, req.company!, req.query),
  }));
  route(app, E.createClient, guarded, async (req) => ({
    data: await clients.createClient(deps, req.company!, req.body),
  }));
  route(app, E.getClientFacets, guarded, async (req) => ({
    data: await list.clientFacets(deps, req.company!),
  }));
  route(app, E.bulkTagClients, guarded, async (req) => ({
    data: await list.bulkTag(deps, req.company!, req.body),
  }));
  route(app, E.exportClients, guarded, async (req, reply) => {
    const stream = await exportClients(deps, req.company!, req.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName()}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
  route(app, E.getClient, guarded, async (req) => ({
    data: await clients.getClient(deps, req.company!, req.params.clientId),
  }));
  route(app, E.updateClient, guarded, async (req) => ({
    data: await clients.updateClient(deps, req.company!, req.params.clientId, req.body),
  }));
  route(app, E.deleteClient, guarded, async (req) => {
    await clients.deleteClient(deps, req.company!, req.params.clientId);
    return { data: null };
  });
  route(app, E.archiveClient, guarded, async (req) => ({
    data: await clients.setClientArchived(deps, req.company!, req.params.clientId, true),
  }));
  route(app, E.unarchiveClient, guarded, async (req) => ({
    data: await clients.setClientArchived(deps, req.company!, req.params.clientId, false),
  }));
  route(app, E.mergeClients, guarded, async (req) => ({
    data: await mergeClients(deps, req.company!, req.params.clientId, req.body.otherClientId),
  }));
  route(app, E.moveClient, guarded, async (req) => ({
    data: await moveClient(deps, req.company!, req.params.clientId, req.body.companyId),
  }));
  route(app, E.listClientJobs, guarded, async (req) => ({
    data: await history.clientJobs(deps, req.company!, req.params.clientId, req.query),
  }));
  route(app, E.listClientEmails, guarded, async (req) => ({
    data: await history.clientEmails(deps, req.company!, req.params.clientId, req.query),
  }));
  route(app, E.listClientActivity, guarded, async (req) => ({
    data: await history.clientActivity(deps, req.company!, req.params.clientId, req.query),
  }));
  route(app, E.getClientDocuments, guarded, async (req) => ({
    data: await history.clientDocuments(deps, req.company!, req.params.clientId),
  }));
  route(app, E.startClientImport, guarded, async (req) => ({
    data: await csvImport.startImport(deps, req.company!, req.body),
  }));
  multipartScope(app, (scope) => {
    const options = { preHandler, bodyLimit: uploadBodyLimit(CLIENT_IMPORT_MAX_BYTES) };
    route(scope, E.previewClientImport, options, async (req) => ({
      data: await csvImport.previewImport(deps, req.company!, req.body),
    }));
  });
}
