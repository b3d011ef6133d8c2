import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPF_EXPLANATIONS } from '@focal/contracts/spf-texts';
import { startDnsServer } from './test/dns-server.ts';

const SCRIPT = fileURLToPath(new URL('./spf.ts', import.meta.url));
let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer({
    'example.test': { TXT: ['v=spf1 ip4:203.0.113.0/24 include:_spf.mailer.test -all'] },
    '_spf.mailer.test': { TXT: ['v=spf1 ip6:2001:db8::/32 -all'] },
    'broken.test': { TXT: ['v=spf1 ip4:192.0.2.1 -all', 'v=spf1 ~all'] },
  });
});
afterAll(() => dns.close());

/** `npm run spf` as a child process, its DNS questions sent to the loopback server by DNS_SERVERS. */
function spf(args: string[], env: NodeJS.ProcessEnv = { DNS_SERVERS: dns.address }) {
  const child = spawn(process.execPath, [SCRIPT, ...args], { env: { ...process.env, ...env } });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out, err })),
  );
}

describe('npm run spf', { timeout: 30_000 }, () => {
  it('prints the result, the deciding mechanism, the record and the explanation, with exit code 0', async () => {
    const passed = await spf([
      '--ip',
      '2001:db8::25',
      '--sender',
      'studio@example.test',
      '--helo',
      'mail.example.test',
    ]);
    expect(passed.code).toBe(0);
    expect(passed.out).toContain('result: pass\nmechanism: include:_spf.mailer.test\ndomain: example.test\n');
    expect(passed.out).toContain('record: v=spf1 ip4:203.0.113.0/24 include:_spf.mailer.test -all');
    expect(passed.out).toContain(SPF_EXPLANATIONS.pass);
    expect(dns.queries).toContain('TXT _spf.mailer.test');

    const failed = await spf(['--ip', '198.51.100.1', '--sender', 'studio@example.test']);
    expect(failed.code).toBe(0);
    expect(failed.out).toContain('result: fail\nmechanism: -all\n');
    expect(failed.out).toContain(SPF_EXPLANATIONS.fail);
  });

  it('prints a permerror with its reason, and none for a domain without a record', async () => {
    const broken = await spf(['--ip', '192.0.2.1', '--sender', 'a@broken.test']);
    expect(broken.code).toBe(0);
    expect(broken.out).toMatch(/^result: permerror\nmechanism: \(none\)\n/);
    expect(broken.out).toContain('record: v=spf1 ~all');
    expect(broken.out).toMatch(/reason: .+/);
    const none = await spf(['--ip', '192.0.2.1', '--sender', 'a@nowhere.test']);
    expect(none.out).toContain(
      'result: none\nmechanism: (none)\ndomain: nowhere.test\nrecord: (none published)',
    );
  });

  it('refuses bad arguments with exit code 2 and the usage line, and a bad DNS_SERVERS with 1', async () => {
    const usage = 'Usage: npm run spf -- --ip ADDR --sender ADDRESS [--helo NAME]';
    for (const args of [
      [],
      ['--ip', '1.2.3', '--sender', 'a@b.test'],
      ['--ip', '1.2.3.4'],
      ['--ip', '1.2.3.4', '--sender', 'a b@c.test'],
      ['--bogus'],
    ]) {
      const run = await spf(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.err).toContain(usage);
      expect(run.out).toBe('');
    }
    const config = await spf(['--ip', '1.2.3.4', '--sender', 'a@b.test'], { DNS_SERVERS: 'dns.example.com' });
    expect(config.code).toBe(1);
    expect(config.err).toContain('DNS_SERVERS: a comma list');
  });
});
