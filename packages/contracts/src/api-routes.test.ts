import { describe, expect, it } from 'vitest';
import { ApiRoutes, ROUTE_TABLES } from './api-routes.ts';

describe('the route table', () => {
  it('takes each operationId from one area only', () => {
    const ids = ROUTE_TABLES.flatMap((area) => Object.keys(area));
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    expect(Object.keys(ApiRoutes)).toHaveLength(ids.length);
  });

  it('gives one operation to each method and path', () => {
    const addresses = Object.values(ApiRoutes).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });
});
