import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error.ts';

/** The web build's version, written by the Vite build; 'dev' when no build is served. */
export function readWebBuild(distDir: string): string {
  try {
    return (JSON.parse(readFileSync(join(distDir, 'build.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'dev';
  }
}

/** Serves the built SPA: hashed assets cached for a year, every other page path gets index.html. */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Looks files up per request, so a rebuild of the web app while running is served at once.
      wildcard: true,
      index: false,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  // The root is a directory to the static plugin; it is the dashboard page to the app.
  if (hasBuild) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // A missing script or image must be a 404, never the page in its place.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (!hasBuild || isFile || path.startsWith('/api/') || path === '/api' || request.method !== 'GET') {
      throw new AppError('NotFound', 'Not found', `There is no ${request.method} ${path} here.`);
    }
    return sendIndex(reply);
  });
}
