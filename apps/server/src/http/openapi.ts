import type { SwaggerOptions } from '@fastify/swagger';
import { ENDPOINT_TAGS, PORTAL_COOKIE } from '@focal/contracts';

/**
 * The head of the OpenAPI document the server publishes at /api/openapi.json; the operations come
 * from the endpoint declarations (http/route.ts). It lints clean with Spectral's `spectral:oas`
 * rules, so a studio can generate a client from it.
 */
export const openApiDocument: Extract<SwaggerOptions, { openapi?: unknown }>['openapi'] = {
  info: {
    title: 'Focal API',
    version: '0.1.0',
    description: 'The API of Focal, the studio management app: the web app and the mobile apps speak it.',
    contact: { name: 'Focal', url: 'https://focal.example' },
  },
  // Relative: the document is served by the API it describes, wherever that runs.
  servers: [{ url: '/', description: 'This server' }],
  tags: Object.entries(ENDPOINT_TAGS).map(([name, description]) => ({ name, description })),
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      portalSession: { type: 'apiKey', in: 'cookie', name: PORTAL_COOKIE },
    },
  },
};
