import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

const { Packet } = dns2;

/** What one name answers; a name missing from the zone is NXDOMAIN, a type missing from a name is NODATA. */
export type DnsName = {
  TXT?: (string | string[])[];
  A?: string[];
  AAAA?: string[];
  MX?: { exchange: string; priority: number }[];
  /** The server answers every question about this name with SERVFAIL. */
  servfail?: true;
  /** The server never answers a question about this name (a dead or firewalled DNS server). */
  silent?: true;
};
export type DnsZone = Record<string, DnsName>;

/**
 * A real DNS server on loopback (UDP, a port of its own) answering from a table the test can swap,
 * for the SPF check's tests and journeys: point DNS_SERVERS at `address`. Never the network.
 */
export async function startDnsServer(zone: DnsZone = {}) {
  let table = normalise(zone);
  const queries: string[] = [];
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const question = request.questions[0];
    if (!question) return;
    const name = question.name.toLowerCase().replace(/\.$/, '');
    const type = Packet.TYPE_NAME[question.type] ?? String(question.type);
    queries.push(`${type} ${name}`);
    const entry = table[name];
    if (entry?.silent) return;
    if (!entry) response.header.rcode = Packet.RCODE.NXDOMAIN;
    else if (entry.servfail) response.header.rcode = Packet.RCODE.SERVFAIL;
    else
      response.answers = answers(type, entry).map((record) =>
        Packet.createResourceFromQuestion(question, { class: Packet.CLASS.IN, ttl: 60, ...record }),
      );
    void send(response);
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    /** For DNS_SERVERS or `setServers`: `127.0.0.1:<port>`. */
    address: `127.0.0.1:${port}`,
    /** Every question asked, as `TYPE name`, in order. */
    queries,
    /** Serves another table from the next question on. */
    setZone(next: DnsZone) {
      table = normalise(next);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function normalise(zone: DnsZone): DnsZone {
  return Object.fromEntries(Object.entries(zone).map(([name, entry]) => [name.toLowerCase(), entry]));
}

/** A TXT string holds at most 255 bytes: longer records go out as several, as zone files write them. */
function chunks(data: string | string[]): string[] {
  return [data].flat().flatMap((text) => text.match(/[\s\S]{1,255}/g) ?? ['']);
}

function answers(type: string, entry: DnsName) {
  switch (type) {
    case 'TXT':
      return (entry.TXT ?? []).map((data) => ({ type: Packet.TYPE.TXT, data: chunks(data) }));
    case 'A':
      return (entry.A ?? []).map((address) => ({ type: Packet.TYPE.A, address }));
    case 'AAAA':
      return (entry.AAAA ?? []).map((address) => ({ type: Packet.TYPE.AAAA, address }));
    case 'MX':
      return (entry.MX ?? []).map((mx) => ({ type: Packet.TYPE.MX, ...mx }));
    default:
      return [];
  }
}
