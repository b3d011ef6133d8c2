import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY (docs/decisions/sign-in-limits-and-queues.md): which `X-Forwarded-For` hops to believe. The
 * client address is then the first untrusted hop counted from the right, as Fastify's trustProxy
 * (proxy-addr) computes it for a hop count or an address list; never the left-most entry, which
 * the client writes itself.
 * - `0`, `false` or empty: off (the socket's address);
 * - a number n ≥ 1: n proxies in front (`1`: one proxy, the client is the last entry it appended);
 * - `true`: one hop. It used to trust every hop, which let a client pick its own address;
 * - a comma-separated list of proxy addresses or CIDRs (`10.0.0.0/8,192.168.1.5`).
 */
export type TrustProxy = false | number | string[];

const isAddressOrCidr = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
};

export const trustProxySetting = z
  .string()
  .default('0')
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (value === '' || value === '0' || value === 'false') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'expected 0, a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs',
    });
    return z.NEVER;
  });

/** Fastify's option: a hop count as proxy-addr reads it (hop 0 is the socket's peer). */
export const fastifyTrustProxy = (setting: TrustProxy) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
