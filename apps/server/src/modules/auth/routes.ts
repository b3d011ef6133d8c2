import { endpoints as E, type LoginRequest } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { signupProofOf } from '../oauth/signup-proof.ts';
import { bearerToken } from './guards.ts';
import * as auth from './service.ts';

const loginOptions = (body: LoginRequest) => ({
  email: body.email,
  password: body.password,
  deviceToken: body.device_token,
});

export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, E.signup, {}, async (req) => ({
    data: await auth.signup(deps, { form: req.body, clientAddress: req.ip }),
  }));

  route(app, E.resendConfirmation, {}, async (req) => {
    await auth.resendConfirmation(deps, { token: req.query.token });
    return { data: null };
  });

  route(app, E.confirmEmail, {}, async (req) => ({
    data: await auth.confirm(deps, { ...req.body, identityProof: signupProofOf(req) }),
  }));

  route(app, E.login, {}, async (req) => ({
    data: await auth.login(deps, { ...loginOptions(req.body), clientAddress: req.ip }),
  }));

  route(app, E.adminLogin, {}, async (req) => ({
    data: await auth.login(deps, { ...loginOptions(req.body), clientAddress: req.ip, admin: true }),
  }));

  route(app, E.instantLogin, {}, async (req) => ({ data: await auth.instantLogin(deps, req.body) }));

  route(app, E.refreshTokens, {}, async (req) => ({
    data: await auth.refresh(deps, { refreshToken: req.body.refresh_token, clientAddress: req.ip }),
  }));

  route(app, E.logout, {}, async (req) => {
    await auth.logout(deps, { accessToken: bearerToken(req), refreshToken: req.body?.refresh_token });
    return { data: null };
  });

  route(app, E.forgotPassword, {}, async (req) => {
    await auth.forgot(deps, { email: req.body.email, clientAddress: req.ip });
    return { data: null };
  });

  route(app, E.resetPassword, {}, async (req) => {
    await auth.resetPassword(deps, { ...req.body, clientAddress: req.ip });
    return { data: null };
  });
}
