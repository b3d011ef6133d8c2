import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer } from '../test/dns-server.ts';
import {
  checkSmtpHost,
  isAllowedAddress,
  NO_PRIVATE_HOSTS,
  parseAllowedNetworks,
  SmtpHostError,
} from './host-guard.ts';

describe('the SMTP host guard: address classes', () => {
  const refused = [
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback, anywhere in 127/8'],
    ['::1', 'IPv6 loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['10.1.2.3', 'RFC 1918 10/8'],
    ['172.16.0.1', 'RFC 1918 172.16/12'],
    ['172.31.255.254', 'RFC 1918 172.16/12, its end'],
    ['192.168.1.1', 'RFC 1918 192.168/16'],
    ['::ffff:192.168.1.1', 'IPv4-mapped private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'unique local fc00::/7'],
    ['fd12:3456::1', 'unique local fd00::/8'],
    ['100.64.0.1', 'CGNAT 100.64/10'],
    ['100.127.255.254', 'CGNAT, its end'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'IPv6 multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:a00:1::1', '6to4 of 10.0.0.1'],
    ['not an address', 'garbage'],
  ] as const;
  it.each(refused)('refuses %s (%s)', (address) => {
    expect(isAllowedAddress(address)).toBe(false);
  });

  const allowed = [
    ['93.184.216.34', 'public IPv4'],
    ['172.32.0.1', 'just past 172.16/12'],
    ['100.128.0.1', 'just past CGNAT'],
    ['2a00:1450:4001:80b::200e', 'public IPv6'],
    ['::ffff:93.184.216.34', 'IPv4-mapped public'],
  ] as const;
  it.each(allowed)('allows %s (%s)', (address) => {
    expect(isAllowedAddress(address)).toBe(true);
  });

  it('allows what SMTP_ALLOW_PRIVATE_HOSTS lists, and no more', () => {
    const some = parseAllowedNetworks('10.1.0.0/16,127.0.0.1/32')!;
    expect(isAllowedAddress('10.1.200.3', some)).toBe(true);
    expect(isAllowedAddress('::ffff:10.1.0.9', some)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', some)).toBe(true);
    expect(isAllowedAddress('10.2.0.1', some)).toBe(false);
    expect(isAllowedAddress('127.0.0.2', some)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', some)).toBe(false);
    const all = parseAllowedNetworks('true')!;
    expect(isAllowedAddress('169.254.169.254', all)).toBe(true);
    expect(parseAllowedNetworks('')).toEqual(NO_PRIVATE_HOSTS);
    expect(parseAllowedNetworks('10.0.0.0/8,nope')).toBeUndefined();
  });
});

describe('the SMTP host guard: names, resolved once', () => {
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  beforeAll(async () => {
    dns = await startDnsServer({
      'mail.public.test': { A: ['93.184.216.34'] },
      'mail.inside.test': { A: ['10.0.0.25'] },
      'mail.mixed.test': { A: ['93.184.216.34', '192.168.0.10'] },
      'mail.v6.test': { AAAA: ['fd00::25'] },
    });
  });
  afterAll(() => dns.close());
  const options = () => ({ allowed: NO_PRIVATE_HOSTS, dnsServers: [dns.address] });

  it('answers the checked address to connect to, and the name for TLS', async () => {
    await expect(checkSmtpHost('mail.public.test', options())).resolves.toEqual({
      address: '93.184.216.34',
      servername: 'mail.public.test',
    });
  });

  it.each(['mail.inside.test', 'mail.mixed.test', 'mail.v6.test', '127.0.0.1', '[::1]', '::ffff:127.0.0.1'])(
    'refuses %s',
    async (host) => {
      const error = await checkSmtpHost(host, options()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmtpHostError);
      expect((error as SmtpHostError).reason).toBe('not-allowed');
    },
  );

  it('says a name without addresses is not found', async () => {
    const error = await checkSmtpHost('nowhere.test', options()).catch((e: unknown) => e);
    expect((error as SmtpHostError).reason).toBe('not-found');
  });

  it('lets an allowed network through', async () => {
    const allowed = parseAllowedNetworks('10.0.0.0/8')!;
    await expect(checkSmtpHost('mail.inside.test', { ...options(), allowed })).resolves.toEqual({
      address: '10.0.0.25',
      servername: 'mail.inside.test',
    });
  });

  it('checks the address the system resolver gives without DNS_SERVERS (localhost is loopback)', async () => {
    const error = await checkSmtpHost('localhost', { allowed: NO_PRIVATE_HOSTS }).catch((e: unknown) => e);
    expect((error as SmtpHostError).reason).toBe('not-allowed');
  });
});
