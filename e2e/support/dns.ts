/**
 * A real DNS server on loopback for journeys (the SPF check): the API tests' own server
 * (apps/server/src/test/dns-server.ts, dns2 over UDP, a table the test can swap), so both speak the
 * same zone format. Point the app server's DNS_SERVERS at `address`.
 *
 *   const dns = await startDnsServer({ 'studio.example': { TXT: ['v=spf1 ip4:127.0.0.1 -all'] } });
 *   const server = await startServer({ DNS_SERVERS: dns.address });
 */
export { startDnsServer } from '../../apps/server/src/test/dns-server.ts';
