import { isApiPath } from '@focal/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { AppError } from './http/app-error.ts';
import { registerCompression } from './http/compression.ts';
import { frameworkErrors, registerErrorHandling } from './http/error-handler.ts';
import { registerGracefulClose } from './http/graceful-close.ts';
import { openApiDocument } from './http/openapi.ts';
import { type LogStream, logOptions, requestLogController, terminalLogStream } from './http/logging.ts';
import { chatCspSources } from './http/chat-widget.ts';
import { mapsCspSources, mergeCspSources } from './http/maps-script.ts';
import { registerPublicUrlCheck } from './http/public-url-check.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { pageScriptHashes, registerSpa } from './http/spa.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { registerControlCharacterCheck } from './http/validation.ts';
import { FEATURES } from './modules/features.ts';
import { registerNotificationRevision } from './modules/system-notifications/revision.ts';

export type BuildAppOptions = {
  logger?: boolean;
  /** Where the log goes (stdout by default): a test reads it back. */
  logStream?: LogStream;
};

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const logStream = options.logStream ?? (options.logger === false ? undefined : await terminalLogStream());
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { ...logOptions(deps.config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    logController: requestLogController(),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A signed link's token in the path (the two-factor QR image's, ~250 characters) passes Fastify's
    // default of 100 and meets its schema, which bounds it.
    // (A router option: as a top-level option Fastify 5 warns that it is deprecated.)
    routerOptions: { maxParamLength: 512 },
    frameworkErrors,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body is answered 415, not parsed into a string.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('auth', null);
  app.decorateRequest('company', null);
  app.decorateRequest('portal', null);

  registerErrorHandling(app);
  registerSecurityHeaders(
    app,
    pageScriptHashes(deps.config.webDistDir),
    mergeCspSources(chatCspSources(deps.config.chat), mapsCspSources(deps.config.mapsApiKey)),
  );
  // Before any route, so every /api/ answer (errors and 404s too) names the notifications' revision.
  await registerNotificationRevision(app, deps.database);
  registerGracefulClose(app);
  registerControlCharacterCheck(app);
  registerObsoleteBuildCheck(app, deps.webBuild);
  registerPublicUrlCheck(app, deps.config.publicUrl);
  registerReadYourWrites(app, deps);
  // Before any route: the compression hook is attached to each route as it is added.
  await registerCompression(app);

  await app.register(swagger, {
    openapi: openApiDocument,
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  for (const feature of FEATURES) await feature.routes?.(app, deps);
  await registerSpa(app, deps.config.webDistDir);
  return app;
}

/**
 * What a request changed, the same client's next request to this process sees. The account
 * context cache is also dropped by the NOTIFY of the tables' triggers, but on a PostgreSQL server
 * that notification makes a trip of its own, and under load the next request came first: a
 * bootstrap right after a photo upload still showed no photo. So a write that succeeded drops it
 * here too, before its answer leaves (writers no longer each need to remember to).
 */
function registerReadYourWrites(app: FastifyInstance, deps: AppDeps) {
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      deps.contextCache.invalidate();
    }
  });
}

/** A tab running an older build than the one served is told to reload (spec 01 §8). */
function registerObsoleteBuildCheck(app: FastifyInstance, webBuild: string) {
  app.addHook('onRequest', async (request) => {
    const sent = request.headers['webbuildversion'];
    if (webBuild === 'dev' || typeof sent !== 'string' || sent === 'dev' || sent === webBuild) return;
    if (!isApiPath(request.url)) return;
    throw new AppError(
      'ObsoleteAppVersion',
      'A new version of Focal is available',
      'Please reload the page to use the latest version.',
    );
  });
}
