import { Resolver } from 'node:dns/promises';

/** What mailauth's SPF evaluator asks: the records of one name and type, or a node:dns error. */
export type SpfDnsResolver = (name: string, type: string) => Promise<unknown>;

/**
 * One DNS query waits this long before it is sent again, and is sent this many times per server:
 * a DNS server that never answers turns into temperror within about three seconds, not a hang.
 */
const DNS_QUERY_TIMEOUT_MS = 1000;
const DNS_QUERY_TRIES = 2;

/**
 * A resolver for one SPF check: node:dns pointed at `servers` (DNS_SERVERS) or, without them, at the
 * system's, with bounded timeouts. Each question is asked once per check: the evaluation and the
 * replays that find the deciding mechanism share the answers (and the failures).
 */
export function createSpfResolver(servers: readonly string[] | undefined): SpfDnsResolver {
  const resolver = new Resolver({ timeout: DNS_QUERY_TIMEOUT_MS, tries: DNS_QUERY_TRIES });
  if (servers?.length) resolver.setServers([...servers]);
  const answers = new Map<string, Promise<unknown>>();
  return (name, type) => {
    const key = `${type}:${name.toLowerCase()}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = resolver.resolve(name, type as 'TXT');
      // Read by every caller below; never an unhandled rejection of its own.
      answer.catch(() => undefined);
      answers.set(key, answer);
    }
    return answer;
  };
}
