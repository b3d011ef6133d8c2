import type { ResourceLink } from '@focal/contracts';
import { apiFetch } from './client';

/** Follows a server-supplied link (spec 01 §7: "POST {url}, empty body"). */
export const followLink = <T = unknown>(link: ResourceLink, options: { auth?: boolean } = {}) =>
  apiFetch<T>(link.url, { method: link.method ?? 'POST', auth: options.auth ?? false });
