import {
  confirmRequestSchema,
  confirmResponseSchema,
  emptyDataSchema,
  forgotRequestSchema,
  instantLoginRequestSchema,
  type LoginRequest,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  resendQuerySchema,
  resetRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  tokenPairResponseSchema,
} from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { signupProofOf } from '../oauth/signup-proof.ts';
import { bearerToken } from './guards.ts';
import * as auth from './service.ts';

const tags = ['auth'];

const loginOptions = (body: LoginRequest) => ({
  email: body.email,
  password: body.password,
  deviceToken: body.device_token,
});

export function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/signup',
    { schema: { tags, body: signupRequestSchema, response: { 200: signupResponseSchema } } },
    async (req) => ({
      data: await auth.signup(deps, { form: req.body, clientAddress: req.ip }),
    }),
  );

  r.post(
    '/api/auth/resend-confirmation',
    { schema: { tags, querystring: resendQuerySchema, response: { 200: emptyDataSchema } } },
    async (req) => {
      await auth.resendConfirmation(deps, { token: req.query.token });
      return { data: null };
    },
  );

  r.post(
    '/api/auth/confirm',
    { schema: { tags, body: confirmRequestSchema, response: { 200: confirmResponseSchema } } },
    async (req) => ({
      data: await auth.confirm(deps, { ...req.body, identityProof: signupProofOf(req) }),
    }),
  );

  r.post(
    '/api/auth/login',
    { schema: { tags, body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (req) => ({
      data: await auth.login(deps, { ...loginOptions(req.body), clientAddress: req.ip }),
    }),
  );

  r.post(
    '/api/admin/auth/login',
    { schema: { tags, body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (req) => ({
      data: await auth.login(deps, { ...loginOptions(req.body), clientAddress: req.ip, admin: true }),
    }),
  );

  r.post(
    '/api/auth/instant-login',
    { schema: { tags, body: instantLoginRequestSchema, response: { 200: tokenPairResponseSchema } } },
    async (req) => ({
      data: await auth.instantLogin(deps, req.body),
    }),
  );

  r.post(
    '/api/auth/refresh',
    { schema: { tags, body: refreshRequestSchema, response: { 200: tokenPairResponseSchema } } },
    async (req) => ({
      data: await auth.refresh(deps, { refreshToken: req.body.refresh_token, clientAddress: req.ip }),
    }),
  );

  r.post(
    '/api/auth/logout',
    { schema: { tags, body: logoutRequestSchema.nullish(), response: { 200: emptyDataSchema } } },
    async (req) => {
      await auth.logout(deps, { accessToken: bearerToken(req), refreshToken: req.body?.refresh_token });
      return { data: null };
    },
  );

  r.post(
    '/api/auth/forgot',
    { schema: { tags, body: forgotRequestSchema, response: { 200: emptyDataSchema } } },
    async (req) => {
      await auth.forgot(deps, { email: req.body.email, clientAddress: req.ip });
      return { data: null };
    },
  );

  r.post(
    '/api/auth/reset',
    { schema: { tags, body: resetRequestSchema, response: { 200: emptyDataSchema } } },
    async (req) => {
      await auth.resetPassword(deps, { ...req.body, clientAddress: req.ip });
      return { data: null };
    },
  );
}
