import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import { requireCompany } from '../auth/guards.ts';
import { renderContractFields } from '@focal/contracts/contracts/merge-fields';
import { readableJob } from '../jobs/service.ts';
import { checkContractBody } from './body-check.ts';
import { resolveContractFields } from './merge.ts';
import { declineAsClient, portalContract, portalContracts, signAsClient } from './portal.ts';
import { clientActing, requirePortal } from '../portal/session.ts';
import { portalSealedPdf, studioSealedPdf } from './sealed-pdf.ts';
import { remindContract, sendContract } from './send.ts';
import { signAsStudio } from './studio-sign.ts';
import * as contracts from './service.ts';
import * as templates from './templates.ts';

/** Where a studio member's request came from, for the audit trail. */
const origin = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

/** Settings → Contracts and a record's contracts. Every member may write them, as quotes. */
export function contractRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const { db } = deps;

  route(app, E.listContractTemplates, { preHandler }, async (req) => ({
    data: await templates.listContractTemplates(db, req.company!),
  }));
  route(app, E.createContractTemplate, { preHandler }, async (req) => ({
    data: await templates.createContractTemplate(db, req.company!, req.body),
  }));
  route(app, E.getContractTemplate, { preHandler }, async (req) => ({
    data: await templates.getContractTemplate(db, req.company!, req.params.id),
  }));
  route(app, E.updateContractTemplate, { preHandler }, async (req) => ({
    data: await templates.updateContractTemplate(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.duplicateContractTemplate, { preHandler }, async (req) => ({
    data: await templates.duplicateContractTemplate(db, req.company!, req.params.id),
  }));
  route(app, E.deleteContractTemplate, { preHandler }, async (req) => {
    await templates.deleteContractTemplate(db, req.company!, req.params.id);
    return { data: null };
  });
  route(app, E.getContractSettings, { preHandler }, async (req) => ({
    data: await templates.getContractSettings(db, req.company!),
  }));
  route(app, E.updateContractSettings, { preHandler }, async (req) => ({
    data: await templates.updateContractSettings(db, req.company!, req.body),
  }));

  route(app, E.previewContract, { preHandler }, async (req) => {
    await checkContractBody(req.body.body);
    await readableJob(db, req.company!, req.body.jobId);
    const values = await resolveContractFields(db, req.company!, req.body.jobId);
    return { data: { html: renderContractFields(req.body.body, values) } };
  });
  route(app, E.createContract, { preHandler }, async (req) => ({
    data: await contracts.createContract(db, req.company!, req.body),
  }));
  route(app, E.getContract, { preHandler }, async (req) => ({
    data: await contracts.getContract(db, req.company!, req.params.id),
  }));
  route(app, E.updateContract, { preHandler }, async (req) => ({
    data: await contracts.updateContract(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.deleteContract, { preHandler }, async (req) => {
    await contracts.deleteContract(db, req.company!, req.params.id);
    return { data: null };
  });
  route(app, E.setContractSigners, { preHandler }, async (req) => ({
    data: await contracts.setContractSigners(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.sendContract, { preHandler }, async (req) => ({
    data: await sendContract(deps, req.company!, req.params.id, req.body, origin(req)),
  }));
  route(app, E.remindContract, { preHandler }, async (req) => ({
    data: await remindContract(deps, req.company!, req.params.id, req.body, origin(req)),
  }));
  route(app, E.voidContract, { preHandler }, async (req) => ({
    data: await contracts.voidContract(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.reviseContract, { preHandler }, async (req) => ({
    data: await contracts.reviseContract(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.getContractPdf, { preHandler }, async (req, reply) =>
    sendPdf(reply, await studioSealedPdf(deps, req.company!, req.params.id)),
  );
  route(app, E.signContract, { preHandler }, async (req) => ({
    data: await signAsStudio(deps, req.company!, req.params.id, req.body, origin(req)),
  }));

  // The client's contract in their portal; the studio's preview reads, never signs for the client.
  const signedIn = { preHandler: requirePortal(deps) };
  route(app, E.listPortalContracts, signedIn, async (req) => ({
    data: await portalContracts(deps, req.portal!),
  }));
  route(app, E.getPortalContract, signedIn, async (req) => ({
    data: await portalContract(deps, req.portal!, req.params.id, origin(req)),
  }));
  route(app, E.signPortalContract, signedIn, async (req) => ({
    data: await signAsClient(deps, clientActing(req), req.params.id, req.body.signature, origin(req)),
  }));
  route(app, E.getPortalContractPdf, signedIn, async (req, reply) =>
    sendPdf(reply, await portalSealedPdf(deps, req.portal!, req.params.id)),
  );
  route(app, E.declinePortalContract, signedIn, async (req) => ({
    data: await declineAsClient(deps, clientActing(req), req.params.id, req.body.reason, origin(req)),
  }));
}
