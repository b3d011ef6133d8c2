import { endpoints as E, SIGNATURE_IMAGE_MAX_BYTES } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { multipartScope, uploadBodyLimit } from '../../http/multipart.ts';
import { route } from '../../http/route.ts';
import { requireCompany, requireOwner } from '../auth/guards.ts';
import { emailSettingsLayout } from './layout.ts';
import * as preferences from './preferences.ts';
import { emailProvider, setEmailMode } from './provider.ts';
import * as signature from './signature.ts';
import { customSmtp, deleteCustomSmtp, saveCustomSmtp } from './smtp.ts';
import { smtpSpfStatus } from './spf-status.ts';

/** Settings → Email settings, always of the session's current company (never one named in a body). */
export function emailSettingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  // Where the company's mail goes is the owner's; members read it (issue 29 §5).
  const ownerOnly = { preHandler: [preHandler, requireOwner] };
  const company = (req: { company: { companyId: string } | null }) => req.company!.companyId;

  route(app, E.getEmailSettingsLayout, { preHandler }, async (req) => ({
    data: emailSettingsLayout(deps.config, req.company!.role),
  }));
  route(app, E.getEmailProvider, { preHandler }, async (req) => ({
    data: await emailProvider(deps, company(req)),
  }));
  route(app, E.setEmailProvider, ownerOnly, async (req) => ({
    data: await setEmailMode(deps, company(req), req.body.mode),
  }));
  route(app, E.getCustomSmtp, { preHandler }, async (req) => ({
    data: await customSmtp(deps, company(req)),
  }));
  route(app, E.saveCustomSmtp, ownerOnly, async (req) => ({
    data: await saveCustomSmtp(deps, req.company!, req.body),
  }));
  route(app, E.deleteCustomSmtp, ownerOnly, async (req) => ({
    data: await deleteCustomSmtp(deps, company(req)),
  }));
  route(app, E.getSmtpSpf, { preHandler }, async (req) => ({
    data: await smtpSpfStatus(deps, company(req)),
  }));
  route(app, E.getReplyDomain, { preHandler }, async (req) => ({
    data: await preferences.replyDomain(deps, company(req)),
  }));
  route(app, E.saveReplyDomain, ownerOnly, async (req) => ({
    data: await preferences.saveReplyDomain(deps, company(req), req.body.username),
  }));
  route(app, E.getEmailNotifications, { preHandler }, async (req) => ({
    data: await preferences.emailNotifications(deps, company(req)),
  }));
  route(app, E.saveEmailNotifications, { preHandler }, async (req) => ({
    data: await preferences.saveEmailNotifications(deps, company(req), req.body),
  }));
  route(app, E.getEmailSignature, { preHandler }, async (req) => ({
    data: await signature.emailSignature(deps, company(req)),
  }));
  route(app, E.saveEmailSignature, { preHandler }, async (req) => ({
    data: await signature.saveEmailSignature(deps, company(req), req.body.bodySignature),
  }));
  route(app, E.deleteSignatureImage, { preHandler }, async (req) => ({
    data: await signature.deleteSignatureImage(deps, company(req)),
  }));

  multipartScope(app, (scope) => {
    const options = { preHandler, bodyLimit: uploadBodyLimit(SIGNATURE_IMAGE_MAX_BYTES) };
    // Spec 02 §7 lists both addresses for the upload: one handler answers both.
    for (const endpoint of [E.uploadSignatureImage, E.uploadSignatureImageProtected] as const) {
      route(scope, endpoint, options, async (req) => ({
        data: await signature.uploadSignatureImage(deps, company(req), req.body),
      }));
    }
  });
}
