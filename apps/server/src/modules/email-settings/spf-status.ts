import { isIP } from 'node:net';
import type { SmtpSpf } from '@focal/contracts';
import { SPF_EXPLANATIONS } from '@focal/contracts/spf-texts';
import type { AppDeps } from '../../deps.ts';
import { checkSmtpHost } from '../../mail/host-guard.ts';
import { mailboxAddress } from './focal-sender.ts';
import { smtpConfigured } from './provider.ts';
import { findEmailSettings } from './repo.ts';
import { checkSpf } from './spf.ts';
import { proposeSpfRecord } from './spf-record.ts';

const hostOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).hostname : undefined;
  } catch {
    return undefined;
  }
};

/** The SMTP host's address, as the connection would use it (through DNS_SERVERS); null when it has none. */
async function sendingAddress(deps: AppDeps, host: string): Promise<string | null> {
  const literal = host.replace(/^\[|\]$/g, '');
  if (isIP(literal)) return literal;
  // Only the address is wanted here: which addresses may be reached is the connection's concern.
  const checked = await checkSmtpHost(host, {
    allowed: { all: true, networks: [] },
    dnsServers: deps.config.dnsServers,
  }).catch(() => null);
  return checked?.address ?? null;
}

/**
 * Spec 02 §3/§4 "SMTP status": in smtp mode, the sender address's domain judged (RFC 7208, spf.ts)
 * against the address of the studio's SMTP server; CONNECTED exactly when that passes, otherwise
 * SPF_ISSUE with the words for the result and the record to publish. In focal and gmail mode the
 * mail leaves from Focal's or Gmail's own domain, whose record is theirs: the studio publishes
 * nothing, so the answer is CONNECTED with that server as the host.
 */
export async function smtpSpfStatus(deps: AppDeps, companyId: string): Promise<SmtpSpf> {
  const row = await findEmailSettings(deps.db, companyId);
  if (row.mode !== 'smtp' || !smtpConfigured(row)) {
    const mode = row.mode === 'smtp' ? 'focal' : row.mode;
    const host =
      mode === 'gmail'
        ? (hostOf(deps.config.gmail?.smtpUrl) ?? 'smtp.gmail.com')
        : (hostOf(deps.config.smtpUrl) ?? mailboxAddress(deps.config.mailFrom).split('@')[1] ?? 'focal');
    return {
      smtpStatus: 'CONNECTED',
      host,
      mode,
      result: null,
      mechanism: null,
      explanation: null,
      domain: null,
      records: [],
      recordToPublish: null,
    };
  }
  const host = row.smtpHost!;
  const sender = row.senderEmail!;
  const domain = sender.split('@').pop()!.toLowerCase();
  const ip = await sendingAddress(deps, host);
  if (!ip) {
    // The server's name has no address now: nothing can be judged, and nothing can be sent either.
    const explanation = SPF_EXPLANATIONS.temperror;
    return {
      smtpStatus: 'SPF_ISSUE',
      host,
      mode: 'smtp',
      result: 'temperror',
      mechanism: null,
      explanation,
      domain,
      records: [],
      recordToPublish: null,
    };
  }
  const check = await checkSpf({ ip, sender }, { dnsServers: deps.config.dnsServers });
  const pass = check.result === 'pass';
  const mechanism = isIP(ip) === 6 ? `ip6:${ip}` : `ip4:${ip}`;
  return {
    smtpStatus: pass ? 'CONNECTED' : 'SPF_ISSUE',
    host,
    mode: 'smtp',
    result: check.result,
    mechanism: check.mechanism,
    explanation: check.explanation,
    domain: check.domain,
    records: check.records,
    // A temperror says nothing about the record: no change is proposed for it.
    recordToPublish:
      pass || check.result === 'temperror' ? null : proposeSpfRecord(check.records, [mechanism]).record,
  };
}
