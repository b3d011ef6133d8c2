import { type RulesetDefinition, Spectral } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { ApiRoutes, endpoints } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../test/api-test.ts';

it.override('appOptions', { env: { DEV_MAILBOX: '1' } });

/** An OpenAPI path from a Fastify one: `/api/companies/:id` → `/api/companies/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the published OpenAPI document (issue 11 §1)', () => {
  // Spectral takes seconds on a loaded machine: a longer timeout than an API call needs.
  it(
    "lints clean with Spectral's spectral:oas ruleset, so a studio can generate a client",
    { timeout: 120_000 },
    async ({ api }) => {
      const doc = (await api.get('/api/openapi.json')).json() as Record<string, unknown>;
      const spectral = new Spectral();
      // The ruleset's own type is narrower than setRuleset's parameter (a known mismatch of the two packages).
      spectral.setRuleset(oas as RulesetDefinition);
      const results = await spectral.run(JSON.stringify(doc));
      const findings = results.map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`);
      expect(findings).toEqual([]);
    },
  );

  it('holds every declared endpoint, with its operationId, description and tags', async ({ api }) => {
    const doc = (await api.get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { operationId?: string; description?: string; tags?: string[] }>>;
    };
    for (const route of Object.values(ApiRoutes)) {
      const operation = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toMatchObject({
        operationId: route.operationId,
        description: endpoints[route.operationId].description,
        tags: [...endpoints[route.operationId].tags],
      });
    }
  });
});
