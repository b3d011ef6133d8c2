import { afterAll, beforeAll } from 'vitest';
import { startDnsServer } from '../../test/dns-server.ts';
import { checkSpf } from './spf.ts';

/**
 * For an SPF test file: a DNS server on loopback, started before its tests and closed after, and
 * `check`, which evaluates a sender's domain for an address with its questions sent there.
 */
export function spfTestbed() {
  const bed = {
    dns: undefined as unknown as Awaited<ReturnType<typeof startDnsServer>>,
    check: (ip: string, sender = 'studio@example.test') =>
      checkSpf({ ip, sender }, { dnsServers: [bed.dns.address] }),
  };
  beforeAll(async () => {
    bed.dns = await startDnsServer();
  });
  afterAll(() => bed.dns.close());
  return bed;
}
