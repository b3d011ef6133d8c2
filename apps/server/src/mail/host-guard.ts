import { lookup } from 'node:dns/promises';
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * SMTP_ALLOW_PRIVATE_HOSTS: which non-public addresses a company's SMTP host may have. `all`: any
 * (a private network's own mail server); otherwise only those inside `networks` (CIDRs).
 */
export type AllowedNetworks = { all: boolean; networks: [Address, number][] };
export const NO_PRIVATE_HOSTS: AllowedNetworks = { all: false, networks: [] };

/** `true`/`1` (all), `false`/`0`/empty (none), or a comma list of CIDRs; undefined when malformed. */
export function parseAllowedNetworks(value: string | undefined): AllowedNetworks | undefined {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return NO_PRIVATE_HOSTS;
  if (text === 'true' || text === '1') return { all: true, networks: [] };
  const entries = text.split(',').map((s) => s.trim());
  if (!entries.every((entry) => ipaddr.isValidCIDR(entry))) return undefined;
  return { all: false, networks: entries.map((entry) => ipaddr.parseCIDR(entry)) };
}

/** IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
const canonical = (address: string): Address => ipaddr.process(address.replace(/^\[|\]$/g, ''));

/**
 * Whether a mail server may be reached at this address. Only ordinary public unicast passes:
 * loopback, RFC 1918, fc00::/7, link-local (169.254/16, fe80::/10, cloud metadata among them),
 * unspecified (0.0.0.0, ::), CGNAT 100.64/10, multicast, broadcast, reserved and documentation
 * ranges, and IPv6 forms that embed an IPv4 address (NAT64, 6to4, Teredo) all fail, unless
 * `allowed` covers the address.
 */
export function isAllowedAddress(address: string, allowed: AllowedNetworks = NO_PRIVATE_HOSTS): boolean {
  let ip: Address;
  try {
    ip = canonical(address);
  } catch {
    return false;
  }
  if (ip.range() === 'unicast') return true;
  if (allowed.all) return true;
  return allowed.networks.some(([network, bits]) => network.kind() === ip.kind() && ip.match(network, bits));
}

/** The guard's refusal (`host not allowed`) or a name that resolves to nothing (`unreachable`). */
export class SmtpHostError extends Error {
  readonly reason: 'not-allowed' | 'not-found';
  readonly host: string;
  constructor(reason: 'not-allowed' | 'not-found', host: string) {
    super(reason === 'not-allowed' ? `SMTP host ${host} is not allowed` : `SMTP host ${host} not found`);
    this.reason = reason;
    this.host = host;
  }
}

export type CheckedHost = { address: string; servername: string | undefined };

/**
 * Resolves the host once and checks every address it has; the caller connects to the returned
 * address (TLS still checks the certificate against the name), so a DNS answer that changes between
 * this check and the connection (rebinding) is never used. One bad address refuses the host: a
 * name that answers both public and private addresses is not a mail server we reach.
 */
export async function checkSmtpHost(
  host: string,
  options: { allowed: AllowedNetworks; dnsServers?: readonly string[] | undefined },
): Promise<CheckedHost> {
  const name = host.trim().replace(/\.$/, '');
  const literal = name.replace(/^\[|\]$/g, '');
  if (isIP(literal)) {
    if (!isAllowedAddress(literal, options.allowed)) throw new SmtpHostError('not-allowed', host);
    return { address: literal, servername: undefined };
  }
  const addresses = await resolveAll(name, options.dnsServers);
  if (addresses.length === 0) throw new SmtpHostError('not-found', host);
  if (!addresses.every((a) => isAllowedAddress(a, options.allowed)))
    throw new SmtpHostError('not-allowed', host);
  return { address: addresses[0]!, servername: name };
}

/** Through DNS_SERVERS when set (as the SPF check), the system's resolver (and hosts file) otherwise. */
async function resolveAll(name: string, servers: readonly string[] | undefined): Promise<string[]> {
  if (!servers?.length) {
    const found = await lookup(name, { all: true, verbatim: true }).catch(() => []);
    return found.map((entry) => entry.address);
  }
  const resolver = new Resolver({ timeout: 1500, tries: 2 });
  resolver.setServers([...servers]);
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]);
  return [v4, v6].flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
}
