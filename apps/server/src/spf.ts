/**
 * `npm run spf -- --ip ADDR --sender ADDRESS [--helo NAME]`: the SPF check of the settings page
 * (RFC 7208, through checkSpf and DNS_SERVERS), from a shell. Prints the result, the term that
 * decided it, the record read and the explanation the studio would see. Exit code 0 whatever the
 * result (a fail is an answer, not an error); 2 on bad arguments; 1 on a bad DNS_SERVERS.
 */
import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { ConfigError, loadDnsServers } from './config.ts';

const USAGE = 'Usage: npm run spf -- --ip ADDR --sender ADDRESS [--helo NAME]';
/** A name or an address, without spaces or control characters (they would reach DNS questions). */
const plain = (value: string) => /^[^\s\p{Cc}]+$/u.test(value) && value.length <= 320;

function argumentsOrUsage() {
  try {
    const { values } = parseArgs({
      options: {
        ip: { type: 'string' },
        sender: { type: 'string' },
        helo: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) return 'help';
    const { ip, sender, helo } = values;
    if (!ip || !isIP(ip)) return 'Give --ip, the sending server’s IPv4 or IPv6 address.';
    if (!sender || !plain(sender)) return 'Give --sender, the envelope sender (name@domain).';
    if (helo !== undefined && !plain(helo)) return '--helo is a host name.';
    return { ip, sender, helo };
  } catch (error) {
    return (error as Error).message;
  }
}

async function main() {
  const args = argumentsOrUsage();
  if (args === 'help') return void console.log(USAGE);
  if (typeof args === 'string') {
    console.error(`${args}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  let dnsServers: string[] | undefined;
  try {
    dnsServers = loadDnsServers();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
    return;
  }
  // Loaded only now: the evaluator and its dependencies take a second, a usage error should not.
  const { checkSpf } = await import('./modules/email-settings/spf.ts');
  const check = await checkSpf(args, { dnsServers });
  const lines = [
    `result: ${check.result}`,
    `mechanism: ${check.mechanism ?? '(none)'}`,
    `domain: ${check.domain}`,
    ...(check.records.length ? check.records.map((r) => `record: ${r}`) : ['record: (none published)']),
    ...(check.reason ? [`reason: ${check.reason}`] : []),
    '',
    check.explanation,
  ];
  console.log(lines.join('\n'));
}

await main();
