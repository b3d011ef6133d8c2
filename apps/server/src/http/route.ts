import type { Endpoint } from '@focal/contracts';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify schema of a declaration: what validates the request and serialises the answer. */
type SchemaOf<E extends Endpoint> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: { [S in NonNullable<E['status']> | 200]: E['response'] };
};

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E> & FastifySchema,
  ZodTypeProvider
>;

/** What a module adds to a declaration: its guards and limits (never a schema: that is declared). */
export type RouteOptions = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'bodyLimit'>;

/** The OpenAPI security of each kind of access: a bearer token, or the portal's session cookie. */
const SECURITY = {
  public: [],
  user: [{ bearer: [] }],
  company: [{ bearer: [] }],
  admin: [{ bearer: [] }],
  portal: [{ portalSession: [] }],
} as const;

/**
 * Registers an endpoint from its declaration in @focal/contracts: method, path, schemas and the
 * OpenAPI words come from there, so the server, the web client and the document cannot disagree.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: EndpointHandler<E>,
) {
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: endpoint.operationId,
    description: endpoint.description,
    tags: [...endpoint.tags],
    ...(SECURITY[endpoint.access].length > 0 ? { security: SECURITY[endpoint.access] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    ...(endpoint.response ? { response: { [endpoint.status ?? 200]: endpoint.response } } : {}),
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    schema,
    handler: handler as RouteHandlerMethod,
  });
}
