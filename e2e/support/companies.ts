import type { TokenPair } from '@focal/contracts';
import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { DEMO_ADMIN } from '../../packages/test-kit/src/accounts.ts';

/**
 * Companies, plans and team seeded through the API, for specs about what happens next. An
 * `access` token is a photographer's (its company is the session's current one).
 */
export { DEMO_ADMIN };

async function data<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/**
 * Puts the business account owned by `ownerEmail` on a plan, as support staff would (admin API):
 * active with no end date, unless `subscription` names a status and an end date (a trial, an expired one).
 */
export async function setAccountPlan(
  request: APIRequestContext,
  ownerEmail: string,
  planTier: 'STARTER' | 'PRO' | 'MASTER',
  subscription: { status?: 'trialing' | 'active' | 'past_due' | 'expired'; accessTill?: Date } = {},
): Promise<void> {
  const admin = await data<TokenPair>(
    await request.post(ApiRoutes.adminLogin.path, { data: DEMO_ADMIN }),
    'admin sign-in',
  );
  const { status, accessTill } = subscription;
  await data(
    await request.put(ApiRoutes.setAccountPlan.path, {
      headers: bearer(admin.access_token),
      data: { ownerEmail, planTier, status, accessTill: accessTill?.toISOString() },
    }),
    'set account plan',
  );
}

/** The id and name of the session's current company (from bootstrap). */
export async function currentCompany(request: APIRequestContext, access: string) {
  const bootstrap = await data<{ authorizedCompany: { id: string; name: string } }>(
    await request.get(ApiRoutes.bootstrap.path, { headers: bearer(access) }),
    'bootstrap',
  );
  return bootstrap.authorizedCompany;
}

/** Saves `changes` to the company's profile (the other fields stay as they are). */
export async function updateProfile(
  request: APIRequestContext,
  access: string,
  companyId: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const path = fillPath(ApiRoutes.getCompany.path, { id: companyId });
  const { version } = await data<{ version: string }>(
    await request.get(path, { headers: bearer(access) }),
    `GET ${path}`,
  );
  // A save carries the version it was made from and only what changes.
  await data(
    await request.put(path, { headers: bearer(access), data: { version, ...changes } }),
    `PUT ${path}`,
  );
}

/** Replaces the company's default tax rates (the profile's other fields stay as they are). */
export const setTaxRates = (
  request: APIRequestContext,
  access: string,
  companyId: string,
  rates: { name: string; rateMillionths: number }[],
) => updateProfile(request, access, companyId, { tax: { rates } });

/** Every kind of data a new company can import (the Import Data modal's checkboxes). */
export async function importTypes(request: APIRequestContext, access: string): Promise<string[]> {
  const options = await data<{ groups: { children: { type: string }[] }[] }>(
    await request.get(ApiRoutes.getImportOptions.path, { headers: bearer(access) }),
    'import options',
  );
  return options.groups.flatMap((group) => group.children.map((child) => child.type));
}

/** Creates a company (importing from another when asked); the session moves into it. */
export async function createCompany(
  request: APIRequestContext,
  access: string,
  body: { name: string; email: string; toImportData?: { sourceCompanyId: string; types: string[] } | null },
) {
  return data<{ companyId: string; tokens: TokenPair; taskId: string | null }>(
    await request.post(ApiRoutes.createCompany.path, { headers: bearer(access), data: body }),
    'create company',
  );
}
