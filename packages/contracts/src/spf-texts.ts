/**
 * The words that explain an SPF check (RFC 7208 §2.6 results), shared by `npm run spf` and, later,
 * the email settings page, so a studio reads the same sentence wherever its record is judged.
 * Zod-free: the web imports it without pulling in the schemas.
 */
export const SPF_RESULTS = ['pass', 'fail', 'softfail', 'neutral', 'none', 'permerror', 'temperror'] as const;

export type SpfResult = (typeof SPF_RESULTS)[number];

/** One plain sentence per result, for a photographer rather than a mail administrator. */
export const SPF_EXPLANATIONS: Record<SpfResult, string> = {
  pass: 'Your domain’s SPF record lists this sending server, so inboxes can trust emails sent from your address.',
  fail: 'Your domain’s SPF record says this server may not send from your address, so inboxes are likely to reject or bin these emails.',
  softfail:
    'Your domain’s SPF record does not list this sending server; inboxes will accept the emails but may mark them as spam.',
  neutral:
    'Your domain’s SPF record neither allows nor forbids this sending server, so inboxes get no help deciding whether to trust these emails.',
  none: 'Your domain has no SPF record, so inboxes cannot tell whether emails from your address really come from you.',
  permerror:
    'Your domain’s SPF record has a mistake (for example two records, a typo, or too many lookups), so inboxes ignore it. It needs correcting at your domain provider.',
  temperror:
    'Your domain’s DNS could not be reached just now, so the SPF record could not be checked. Try again in a few minutes.',
};

/** Said when the record must change (any result but pass): what to do about it. */
export const SPF_FIX_HINT =
  'Publish the TXT record shown below at your domain provider (replacing any other record that starts with v=spf1).';
