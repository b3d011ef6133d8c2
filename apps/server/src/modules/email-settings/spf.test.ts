import { describe, expect, it } from 'vitest';
import { SPF_EXPLANATIONS } from '@focal/contracts/spf-texts';
import { checkSpf } from './spf.ts';
import { spfTestbed } from './spf-testbed.ts';

/** RFC 7208 results as a receiver would find them, DNS served by a real server on loopback. */
const bed = spfTestbed();
const { check } = bed;

describe('checkSpf: pass, and the mechanism that decided it', () => {
  it('passes through ip4 and ip6 ranges (CIDR), naming the range', async () => {
    const record = 'v=spf1 ip4:203.0.113.0/24 ip6:2001:db8::/32 -all';
    bed.dns.setZone({ 'example.test': { TXT: [record] } });
    expect(await check('203.0.113.77')).toEqual({
      result: 'pass',
      mechanism: 'ip4:203.0.113.0/24',
      domain: 'example.test',
      records: [record],
      explanation: SPF_EXPLANATIONS.pass,
      reason: null,
    });
    expect(await check('2001:db8:1::5')).toMatchObject({ result: 'pass', mechanism: 'ip6:2001:db8::/32' });
    expect(await check('198.51.100.1')).toMatchObject({ result: 'fail', mechanism: '-all' });
  });

  it('passes through a, mx, include and redirect', async () => {
    bed.dns.setZone({
      'example.test': {
        TXT: ['v=spf1 a mx include:_spf.mailer.test -all'],
        A: ['192.0.2.10'],
        MX: [{ exchange: 'mx.example.test', priority: 10 }],
      },
      'mx.example.test': { A: ['192.0.2.20'] },
      '_spf.mailer.test': { TXT: ['v=spf1 ip4:198.51.100.0/24 -all'] },
      'other.test': { TXT: ['v=spf1 redirect=_spf.mailer.test'] },
    });
    expect(await check('192.0.2.10')).toMatchObject({ result: 'pass', mechanism: 'a' });
    expect(await check('192.0.2.20')).toMatchObject({ result: 'pass', mechanism: 'mx' });
    expect(await check('198.51.100.9')).toMatchObject({
      result: 'pass',
      mechanism: 'include:_spf.mailer.test',
    });
    expect(await check('198.51.100.9', 'a@other.test')).toMatchObject({
      result: 'pass',
      mechanism: 'redirect=_spf.mailer.test',
    });
    expect(await check('192.0.2.99', 'a@other.test')).toMatchObject({ result: 'fail' });
  });
});

describe('checkSpf: the other results', () => {
  it('gives softfail for ~all and neutral for ?all, naming that term', async () => {
    bed.dns.setZone({
      'example.test': { TXT: ['v=spf1 ip4:192.0.2.1 ~all'] },
      'neutral.test': { TXT: ['v=spf1 ip4:192.0.2.1 ?all'] },
    });
    expect(await check('192.0.2.2')).toMatchObject({ result: 'softfail', mechanism: '~all' });
    expect(await check('192.0.2.2', 'a@neutral.test')).toMatchObject({
      result: 'neutral',
      mechanism: '?all',
      explanation: SPF_EXPLANATIONS.neutral,
    });
  });

  it('gives neutral with no mechanism when nothing matches and there is no all', async () => {
    bed.dns.setZone({ 'example.test': { TXT: ['v=spf1 ip4:192.0.2.1'] } });
    expect(await check('192.0.2.2')).toMatchObject({ result: 'neutral', mechanism: null });
  });

  it('gives none when the domain publishes no SPF record, or does not exist', async () => {
    bed.dns.setZone({ 'example.test': { TXT: ['google-site-verification=abc'] } });
    expect(await check('192.0.2.1')).toEqual({
      result: 'none',
      mechanism: null,
      domain: 'example.test',
      records: [],
      explanation: SPF_EXPLANATIONS.none,
      reason: null,
    });
    bed.dns.setZone({});
    expect(await check('192.0.2.1', 'a@nowhere.test')).toMatchObject({ result: 'none', records: [] });
  });

  it('gives permerror for two records, a syntax error, an include without a record', async () => {
    const two = ['v=spf1 ip4:192.0.2.1 -all', 'v=spf1 include:_spf.mailer.test ~all'];
    bed.dns.setZone({
      'example.test': { TXT: two },
      'typo.test': { TXT: ['v=spf1 ip4:192.0.2.1 inclde:_spf.mailer.test -all'] },
      'lost.test': { TXT: ['v=spf1 include:gone.test -all'] },
      'gone.test': { A: ['192.0.2.1'] },
    });
    expect(await check('192.0.2.1')).toMatchObject({ result: 'permerror', mechanism: null, records: two });
    expect(await check('192.0.2.1', 'a@typo.test')).toMatchObject({
      result: 'permerror',
      explanation: SPF_EXPLANATIONS.permerror,
    });
    expect(await check('192.0.2.1', 'a@lost.test')).toMatchObject({ result: 'permerror' });
  });

  it('gives permerror past 10 DNS-querying terms, and past 2 void lookups', async () => {
    const includes = Array.from({ length: 11 }, (_, i) => `include:s${i}.mailer.test`).join(' ');
    bed.dns.setZone({
      'example.test': { TXT: [`v=spf1 ${includes} -all`] },
      ...Object.fromEntries(
        Array.from({ length: 11 }, (_, i) => [`s${i}.mailer.test`, { TXT: [`v=spf1 ip4:10.0.0.${i} -all`] }]),
      ),
      'void.test': { TXT: ['v=spf1 a:n1.void.test a:n2.void.test a:n3.void.test ip4:192.0.2.1 -all'] },
    });
    expect(await check('192.0.2.1')).toMatchObject({
      result: 'permerror',
      reason: expect.stringMatching(/too many dns/i),
    });
    // Ten includes are allowed: the tenth one still matches.
    expect(await check('10.0.0.9')).toMatchObject({ result: 'pass', mechanism: 'include:s9.mailer.test' });
    expect(await check('192.0.2.1', 'a@void.test')).toMatchObject({
      result: 'permerror',
      reason: expect.stringMatching(/void/i),
    });
    // RFC 7208 §4.6.4 counts the query for the client's own address type: for an IPv4 client, a
    // name with only IPv6 addresses is a void lookup (lenient evaluators would not count it).
    bed.dns.setZone({
      'v6only.test': { TXT: ['v=spf1 a:h1.v6only.test a:h2.v6only.test a:h3.v6only.test -all'] },
      ...Object.fromEntries(['h1', 'h2', 'h3'].map((h) => [`${h}.v6only.test`, { AAAA: ['2001:db8::1'] }])),
    });
    expect(await check('192.0.2.1', 'a@v6only.test')).toMatchObject({ result: 'permerror' });
  });

  it('gives temperror when the DNS server answers SERVFAIL, or does not answer, within seconds', async () => {
    bed.dns.setZone({ 'example.test': { servfail: true }, 'dead.test': { silent: true } });
    expect(await check('192.0.2.1')).toMatchObject({
      result: 'temperror',
      explanation: SPF_EXPLANATIONS.temperror,
    });
    const started = Date.now();
    expect(await check('192.0.2.1', 'a@dead.test')).toMatchObject({ result: 'temperror', mechanism: null });
    expect(Date.now() - started).toBeLessThan(6000);
  });
});

describe('checkSpf: the HELO identity', () => {
  it('checks the HELO name when the envelope sender is empty (a bounce)', async () => {
    bed.dns.setZone({ 'mail.example.test': { TXT: ['v=spf1 a -all'], A: ['192.0.2.30'] } });
    const bounce = { ip: '192.0.2.30', sender: '', helo: 'mail.example.test' };
    expect(await checkSpf(bounce, { dnsServers: [bed.dns.address] })).toMatchObject({
      result: 'pass',
      mechanism: 'a',
      domain: 'mail.example.test',
    });
  });
});
