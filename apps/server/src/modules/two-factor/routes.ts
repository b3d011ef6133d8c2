import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany, requireUser } from '../auth/guards.ts';
import { setEnforcement } from './enforcement.ts';
import { undoTurnOn } from './not-me.ts';
import { turnOff, turnOnFromProfile } from './service.ts';
import { qrImage, setupMetadata } from './setup.ts';

/** The signed-in user's own two-factor (My profile → Security), and the QR image of a setup. */
export function twoFactorRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireUser(deps);

  route(app, E.getTwoFactorSetupMetadata, { preHandler }, async (req) => ({
    data: await setupMetadata(deps, req.auth!),
  }));

  // Public: an <img> cannot send the bearer token; the signed link names the user and the secret.
  route(app, E.getTwoFactorQrImage, {}, async (req, reply) =>
    reply
      .header('content-type', 'image/png')
      .header('cache-control', 'no-store')
      .send(await qrImage(deps, req.params.token)),
  );

  route(app, E.turnOnTwoFactor, { preHandler }, async (req) => {
    const auth = req.auth!;
    return {
      data: await turnOnFromProfile(deps, {
        userId: auth.subjectId,
        body: req.body,
        keepSessionId: auth.sessionId,
        companyId: auth.companyId,
        clientAddress: req.ip,
      }),
    };
  });

  // Public: the mailed link's token stands for the user (the one who was not signed in).
  route(app, E.undoTwoFactor, {}, async (req) => {
    await undoTurnOn(deps, req.body.token);
    return { data: null };
  });

  route(app, E.turnOffTwoFactor, { preHandler }, async (req) => {
    const auth = req.auth!;
    const code = req.body.sixDigitVerificationCode;
    await turnOff(deps, {
      userId: auth.subjectId,
      code,
      keepSessionId: auth.sessionId,
      clientAddress: req.ip,
    });
    return { data: null };
  });

  // A security setting stays reachable when the subscription lapsed.
  const owner = requireCompany(deps, { allowLapsedSubscription: true });
  route(app, E.setTwoFactorEnforcement, { preHandler: owner }, async (req) => ({
    data: await setEnforcement(deps, req.company!, req.body.enforce2FA),
  }));
}
