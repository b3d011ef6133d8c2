/**
 * The TXT record a studio must publish so that `senders` (the mechanisms of the servers that send
 * for it: `include:_spf.provider.com`, `ip4:203.0.113.7`, …) pass, given what its domain publishes
 * now (the v=spf1 records checkSpf read). Its other senders keep working: nothing is removed.
 */
export type SpfRecordProposal = {
  /** The whole record to publish, as one TXT value. */
  record: string;
  /** new: none is published; change: replace the published one(s) with `record`; unchanged: it already lists them. */
  action: 'new' | 'change' | 'unchanged';
};

const isAll = (term: string) => /^[+?~-]?all$/i.test(term);
const isModifier = (term: string) => /^[a-z][a-z0-9_.-]*=/i.test(term);
/** The mechanism without its qualifier, lower case: `+IP4:1.2.3.4` and `ip4:1.2.3.4` are one. */
const bare = (term: string) => term.replace(/^[+?~-]/, '').toLowerCase();
const termsOf = (record: string) => record.trim().split(/\s+/).slice(1);

export function proposeSpfRecord(
  published: readonly string[],
  senders: readonly string[],
): SpfRecordProposal {
  const wanted = [...new Set(senders.map((s) => s.trim()).filter(Boolean))];
  if (published.length === 0) {
    // ~all, not -all: a studio's other senders (its own mailbox, a newsletter tool) are not known
    // here, and a softfail marks their mail as suspicious instead of having it refused.
    return { record: ['v=spf1', ...wanted, '~all'].join(' '), action: 'new' };
  }
  // Two records are a permerror (RFC 7208 §4.5): one record with the terms of both replaces them.
  const terms: string[] = [];
  for (const term of published.flatMap(termsOf)) {
    if (!terms.some((t) => bare(t) === bare(term))) terms.push(term);
  }
  const alls = terms.filter(isAll);
  const mechanisms = terms.filter((t) => !isAll(t) && !isModifier(t));
  // A redirect only applies without an `all`; exp= is kept once (RFC 7208 §6: at most one each).
  const modifiers = terms
    .filter(isModifier)
    .filter(
      (t, i, list) =>
        list.findIndex((o) => o.split('=')[0]!.toLowerCase() === t.split('=')[0]!.toLowerCase()) === i,
    )
    .filter((t) => alls.length === 0 || !/^redirect=/i.test(t));
  let changed = published.length > 1;
  for (const sender of wanted) {
    const at = mechanisms.findIndex((t) => bare(t) === bare(sender));
    if (at >= 0 && !/^[?~-]/.test(mechanisms[at]!)) continue;
    // Listed with ?, ~ or -: that term would decide against the sender, so it becomes a pass.
    if (at >= 0) mechanisms.splice(at, 1);
    mechanisms.push(sender);
    changed = true;
  }
  if (!changed) return { record: published[0]!.trim(), action: 'unchanged' };
  return { record: ['v=spf1', ...mechanisms, ...alls.slice(0, 1), ...modifiers].join(' '), action: 'change' };
}
