import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany, requireOwner } from '../auth/guards.ts';
import { connectGmail, disconnectGmail, gmailConnection, updateGmailSettings } from './service.ts';

/** Email settings → Gmail: the company's own Gmail account sends its mail (spec 02 §7). */
export function gmailRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  // Which account sends the studio's mail, and where its replies go, is the owner's (issue 29 §5).
  const ownerOnly = { preHandler: [preHandler, requireOwner] };
  route(app, E.getGmailConnection, { preHandler }, async (req) => ({
    data: await gmailConnection(deps, req.company!, { signIn: req.company!.role === 'owner' }),
  }));
  // The page's Gmail section reads this one: no sign-in state is made for a mere look.
  route(app, E.getGmailSettings, { preHandler }, async (req) => ({
    data: await gmailConnection(deps, req.company!, { signIn: false }),
  }));
  route(app, E.connectGmail, ownerOnly, async (req) => ({
    data: await connectGmail(deps, req.company!, req.body, req.log),
  }));
  route(app, E.updateGmailSettings, ownerOnly, async (req) => ({
    data: await updateGmailSettings(deps, req.company!, req.body),
  }));
  route(app, E.disconnectGmail, ownerOnly, async (req) => ({
    data: await disconnectGmail(deps, req.company!, req.log),
  }));
}
