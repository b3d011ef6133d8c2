import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { hashToken } from '../../lib/secrets.ts';

/**
 * A state alone does not stop login CSRF: someone could send a victim to our callback page with
 * their own code and state. So the browser that starts an attempt gets a cookie named after its
 * state, and the callback accepts the state only from a browser holding it (RFC 6749 §10.12).
 * The SPA posts the callback from the same origin, so the cookie comes along by itself.
 */
const COOKIE_PATH = '/api/auth/oauth';
const cookieName = (state: string) => `focal_oauth_${hashToken(state).slice(0, 20)}`;

function attributes(deps: AppDeps, maxAgeSeconds: number) {
  const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export function bindToBrowser(deps: AppDeps, reply: FastifyReply, state: string, ttlMs: number) {
  void reply.header('set-cookie', `${cookieName(state)}=1; ${attributes(deps, Math.floor(ttlMs / 1000))}`);
}

export function isBoundToBrowser(request: FastifyRequest, state: string): boolean {
  const name = cookieName(state);
  return (request.headers.cookie ?? '').split(';').some((pair) => pair.trim().split('=')[0] === name);
}

export function unbind(deps: AppDeps, reply: FastifyReply, state: string) {
  void reply.header('set-cookie', `${cookieName(state)}=; ${attributes(deps, 0)}`);
}
