import type { SmtpSpf } from '@focal/contracts/email-settings';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { SPF_EXPLANATIONS } from '@focal/contracts/spf-texts';

export const SPF_PATH = ApiRoutes.getSmtpSpf.path;

/** The SPF route's answer for a studio sending from studio.example through its own server. */
export function spfAnswer(status: SmtpSpf['smtpStatus'], overrides: Partial<SmtpSpf> = {}): SmtpSpf {
  const pass = status === 'CONNECTED';
  return {
    smtpStatus: status,
    host: 'smtp.mailhost.example',
    mode: 'smtp',
    result: pass ? 'pass' : 'softfail',
    mechanism: pass ? 'ip4:192.0.2.10' : '~all',
    explanation: SPF_EXPLANATIONS[pass ? 'pass' : 'softfail'],
    domain: 'studio.example',
    records: [pass ? 'v=spf1 ip4:192.0.2.10 ~all' : 'v=spf1 ip4:198.51.100.1 ~all'],
    recordToPublish: pass ? null : 'v=spf1 ip4:198.51.100.1 ip4:192.0.2.10 ~all',
    ...overrides,
  };
}
