import { spf } from 'mailauth/lib/spf/index.js';
import { SPF_EXPLANATIONS, SPF_RESULTS, type SpfResult } from '@focal/contracts/spf-texts';
import { createSpfResolver, type SpfDnsResolver } from './spf-resolver.ts';

export type SpfCheckInput = {
  /** The address of the server that sends (IPv4 or IPv6). */
  ip: string;
  /** The envelope sender (MAIL FROM) whose domain's record is judged. */
  sender: string;
  /** The sending server's HELO name: checked instead of the sender when the sender is empty. */
  helo?: string | undefined;
};

export type SpfCheck = {
  result: SpfResult;
  /** The term that decided, as written in the record (`ip4:203.0.113.0/24`, `-all`, `redirect=…`); null when none did. */
  mechanism: string | null;
  /** The domain whose record was judged. */
  domain: string;
  /** The v=spf1 records the domain publishes, as read (two of them is itself a permerror). */
  records: string[];
  /** The sentence that tells the studio what the result means (spf-texts). */
  explanation: string;
  /** The evaluator's own reason for permerror and temperror (e.g. "Too many DNS requests"). */
  reason: string | null;
};

export type SpfCheckDeps = { dnsServers?: readonly string[] | undefined } | { resolver: SpfDnsResolver };

/** The whole evaluation, replays included, ends as temperror after this long (RFC 7208 §4.6.4). */
const SPF_MAX_ELAPSED_MS = 8000;

const MATCHING: readonly SpfResult[] = ['pass', 'fail', 'softfail', 'neutral'];
const isModifier = (term: string) => /^[a-z][a-z0-9_.-]*=/i.test(term);
const isSpfRecord = (text: string) => /^v=spf1(\s|$)/i.test(text);

/**
 * RFC 7208 check_host() through mailauth's evaluator (lookup and void limits, macros, include,
 * redirect), with its DNS questions sent to DNS_SERVERS when they are set.
 */
export async function checkSpf(input: SpfCheckInput, deps: SpfCheckDeps = {}): Promise<SpfCheck> {
  const base = 'resolver' in deps ? deps.resolver : createSpfResolver(deps.dnsServers);
  const read = new Map<string, string[]>();
  const resolver: SpfDnsResolver = async (name, type) => {
    const answer = await base(name, type);
    if (type === 'TXT') read.set(name.toLowerCase(), spfRecordsOf(answer));
    return answer;
  };
  const evaluate = (r: SpfDnsResolver) =>
    spf({
      ip: input.ip,
      sender: input.sender,
      helo: input.helo,
      mta: 'focal',
      // RFC 7208 to the letter: a studio's record must satisfy the strictest receiver, not a lenient one.
      strict: true,
      resolver: r as never,
      maxElapsedTime: SPF_MAX_ELAPSED_MS,
    });
  const outcome = await evaluate(resolver);
  const result = (SPF_RESULTS as readonly string[]).includes(outcome.status.result)
    ? (outcome.status.result as SpfResult)
    : 'temperror';
  const records = read.get(outcome.domain) ?? [];
  const record = records.length === 1 ? records[0]! : null;
  const mechanism =
    record && MATCHING.includes(result)
      ? await decidingTerm(record, (probe) => evaluate(withRecord(base, outcome.domain, probe)))
      : null;
  return {
    result,
    mechanism,
    domain: outcome.domain,
    records,
    explanation: SPF_EXPLANATIONS[result],
    reason: result === 'permerror' || result === 'temperror' ? reasonOf(outcome.status.comment) : null,
  };
}

/**
 * mailauth answers the result but not the term that decided it, so each mechanism of the record is
 * replayed alone as `v=spf1 <mechanism> -all` (same client, sender and DNS answers): the first that
 * passes is the one that matched. No mechanism matching leaves the redirect (or the default neutral).
 */
async function decidingTerm(
  record: string,
  replay: (probe: string) => Promise<{ status: { result: string } }>,
): Promise<string | null> {
  const terms = record.trim().split(/\s+/).slice(1);
  for (const term of terms) {
    if (isModifier(term)) continue;
    const probe = await replay(`v=spf1 ${term.replace(/^[+?~-]/, '')} -all`);
    if (probe.status.result === 'pass') return term;
  }
  return terms.find((term) => /^redirect=/i.test(term)) ?? null;
}

/** The resolver, with the domain's TXT answer replaced by one record. */
function withRecord(resolver: SpfDnsResolver, domain: string, record: string): SpfDnsResolver {
  return (name, type) =>
    type === 'TXT' && name.toLowerCase() === domain ? Promise.resolve([[record]]) : resolver(name, type);
}

/** TXT answers are lists of strings to join (RFC 7208 §3.3); only the SPF ones count. */
function spfRecordsOf(answer: unknown): string[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .map((chunks: unknown) => (Array.isArray(chunks) ? chunks.join('') : String(chunks)))
    .filter(isSpfRecord);
}

/** mailauth's comment is "<mta>: <what happened>[: <reason>]"; the reason alone is worth showing. */
function reasonOf(comment: string | boolean | undefined): string | null {
  if (typeof comment !== 'string') return null;
  const parts = comment.split(': ');
  return parts.length > 2 ? parts.slice(2).join(': ') : (parts[1] ?? null);
}
