import * as client from 'openid-client';
import type { Config, OAuthProviderConfig } from '../../config.ts';
import { ConfigError } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { OAuthText } from './messages.ts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is only for a provider on this machine (tests, local development). */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
}

/** Fails fast at start-up rather than at the first click on a provider button. */
export function assertProviderIssuers(config: Config): void {
  for (const provider of config.oauthProviders) {
    const issuer = new URL(provider.issuer);
    if (issuer.protocol !== 'https:' && !isLoopbackHttp(issuer)) {
      throw new ConfigError(
        `Invalid configuration:\n  OAUTH_${provider.id.toUpperCase()}_ISSUER: must use https (plain http only on 127.0.0.1, localhost or [::1])`,
      );
    }
  }
}

export function findProvider(deps: AppDeps, providerId: string): OAuthProviderConfig {
  const provider = deps.config.oauthProviders.find((p) => p.id === providerId);
  if (!provider) throw notFound(OAuthText.unknownProvider);
  return provider;
}

export const redirectUri = (deps: AppDeps, providerId: string) =>
  `${deps.config.publicUrl}/signup/oauth2/code/${providerId}`;

/** One discovery per provider and app; a failed one is forgotten so that the next click retries. */
const discoveries = new WeakMap<AppDeps, Map<string, Promise<client.Configuration>>>();

export async function providerConfiguration(
  deps: AppDeps,
  provider: OAuthProviderConfig,
): Promise<client.Configuration> {
  let cache = discoveries.get(deps);
  if (!cache) discoveries.set(deps, (cache = new Map()));
  let pending = cache.get(provider.id);
  if (!pending) {
    pending = discover(provider);
    cache.set(provider.id, pending);
    pending.catch(() => cache.delete(provider.id));
  }
  try {
    return await pending;
  } catch {
    throw new AppError('OAuthFailed', OAuthText.failedTitle, OAuthText.unreachable(provider.name));
  }
}

/** The provider's metadata and this client's authentication (Gmail sending discovers through it too). */
export async function discover(provider: OAuthProviderConfig): Promise<client.Configuration> {
  const issuer = new URL(provider.issuer);
  const insecure = isLoopbackHttp(issuer);
  const discovered = await client.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
    execute: insecure ? [client.allowInsecureRequests] : [],
    timeout: 10,
  });
  // The OIDC default is client_secret_basic; use the body only when the provider does not list it.
  const server = discovered.serverMetadata();
  const methods = server.token_endpoint_auth_methods_supported;
  const auth =
    !methods || methods.includes('client_secret_basic')
      ? client.ClientSecretBasic(provider.clientSecret)
      : client.ClientSecretPost(provider.clientSecret);
  const configuration = new client.Configuration(server, provider.clientId, provider.clientSecret, auth);
  if (insecure) client.allowInsecureRequests(configuration);
  return configuration;
}
