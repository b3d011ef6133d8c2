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
import { registerSecurityHeaders } from './http/security-headers.ts';
import { inlineScriptHashes, registerSpa } from './http/spa.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { registerControlCharacterCheck } from './http/validation.ts';
import { accountSetupRoutes } from './modules/account-setup/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminCatalogueRoutes } from './modules/admin-catalogue/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { backgroundTaskRoutes } from './modules/background-tasks/routes.ts';
import { bootstrapRoutes } from './modules/bootstrap/routes.ts';
import { filesRoutes } from './modules/companies/files-routes.ts';
import { companyRoutes } from './modules/companies/routes.ts';
import { devMailRoutes } from './modules/dev-mail/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { importRoutes } from './modules/imports/routes.ts';
import { oauthRoutes } from './modules/oauth/routes.ts';
import { paymentProviderFrom } from './modules/payment-provider/providers.ts';
import { paymentRoutes } from './modules/account-billing/charges/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { stripeRoutes } from './modules/account-billing/stripe/routes.ts';
import { promoCodeRoutes } from './modules/account-billing/promo-codes/routes.ts';
import { billingRoutes } from './modules/account-billing/billing-page/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { subscriptionRoutes } from './modules/account-billing/subscription/routes.ts';
import { registerNotificationRevision } from './modules/system-notifications/revision.ts';
import { systemNotificationRoutes } from './modules/system-notifications/routes.ts';
import { supportChatRoutes } from './modules/support-chat/routes.ts';
import { twoFactorRoutes } from './modules/two-factor/routes.ts';
import { twoFactorSignInRoutes } from './modules/two-factor/sign-in-routes.ts';
import { emailTemplateRoutes } from './modules/email-templates/routes.ts';
import { studioListRoutes } from './modules/studio-lists/routes.ts';
import { clientRoutes } from './modules/clients/routes.ts';
import { gmailRoutes } from './modules/gmail/routes.ts';
import { emailSettingsRoutes } from './modules/email-settings/routes.ts';
import { mailLogRoutes } from './mail/log-routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { calendarRoutes } from './modules/calendar/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';

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

  registerErrorHandling(app);
  registerSecurityHeaders(
    app,
    inlineScriptHashes(deps.config.webDistDir),
    mergeCspSources(chatCspSources(deps.config.chat), mapsCspSources(deps.config.mapsApiKey)),
  );
  // Before any route, so every /api/ answer (errors and 404s too) names the notifications' revision.
  const notificationRevision = await registerNotificationRevision(app, deps.database);
  registerGracefulClose(app);
  registerControlCharacterCheck(app);
  registerObsoleteBuildCheck(app, deps.webBuild);
  registerReadYourWrites(app, deps);
  // Before any route: the compression hook is attached to each route as it is added.
  await registerCompression(app);

  await app.register(swagger, {
    openapi: openApiDocument,
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  healthRoutes(app, deps);
  authRoutes(app, deps);
  oauthRoutes(app, deps);
  bootstrapRoutes(app, deps);
  accountSetupRoutes(app, deps);
  adminRoutes(app, deps);
  adminCatalogueRoutes(app, deps);
  companyRoutes(app, deps);
  filesRoutes(app, deps);
  devMailRoutes(app, deps);
  importRoutes(app, deps);
  backgroundTaskRoutes(app, deps);
  teamRoutes(app, deps);
  subscriptionRoutes(app, deps);
  supportChatRoutes(app, deps);
  profileRoutes(app, deps);
  twoFactorRoutes(app, deps);
  twoFactorSignInRoutes(app, deps);
  emailTemplateRoutes(app, deps);
  studioListRoutes(app, deps);
  gmailRoutes(app, deps);
  emailSettingsRoutes(app, deps);
  mailLogRoutes(app, deps);
  jobRoutes(app, deps);
  calendarRoutes(app, deps);
  dashboardRoutes(app, deps);
  clientRoutes(app, deps);
  // One payment provider for the routes that charge, chosen when the app is built, so a
  // misconfigured one stops the start.
  const paymentProvider = paymentProviderFrom(deps.config);
  paymentRoutes(app, deps, paymentProvider);
  await stripeRoutes(app, deps);
  promoCodeRoutes(app, deps);
  billingRoutes(app, deps, paymentProvider);
  systemNotificationRoutes(app, deps, notificationRevision);
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
