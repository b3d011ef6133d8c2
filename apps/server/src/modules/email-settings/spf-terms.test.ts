import { describe, expect, it } from 'vitest';
import { SPF_EXPLANATIONS } from '@focal/contracts/spf-texts';
import { proposeSpfRecord } from './spf-record.ts';
import { spfTestbed } from './spf-testbed.ts';

/** exp=, macros, and the proposed record checked once published: DNS from a real server on loopback. */
const bed = spfTestbed();
const { check } = bed;

describe('checkSpf: modifiers and macros', () => {
  it('ignores exp= safely: the result and mechanism stand, whatever the explanation says', async () => {
    bed.dns.setZone({
      'example.test': { TXT: ['v=spf1 ip4:192.0.2.1 exp=explain.example.test -all'] },
      'explain.example.test': { TXT: ['<script>alert(1)</script> %{i} is not allowed'] },
      // An explanation that cannot be had (no name; two texts; a bad macro in the text) is no explanation.
      'broken.test': { TXT: ['v=spf1 exp=missing.broken.test -all'] },
      'twice.test': { TXT: ['v=spf1 exp=exp.twice.test -all'] },
      'exp.twice.test': { TXT: ['one', 'two'] },
      'macro.test': { TXT: ['v=spf1 exp=exp.macro.test -all'] },
      'exp.macro.test': { TXT: ['bad %{z} macro'] },
    });
    const failed = await check('192.0.2.9');
    expect(failed).toMatchObject({ result: 'fail', mechanism: '-all', explanation: SPF_EXPLANATIONS.fail });
    expect(JSON.stringify(failed)).not.toContain('script');
    expect(await check('192.0.2.1')).toMatchObject({ result: 'pass', mechanism: 'ip4:192.0.2.1' });
    for (const domain of ['broken.test', 'twice.test', 'macro.test']) {
      expect(await check('192.0.2.9', `a@${domain}`)).toMatchObject({ result: 'fail', mechanism: '-all' });
    }
  });

  it('expands %{i} and %{d} in an include', async () => {
    bed.dns.setZone({
      'example.test': { TXT: ['v=spf1 include:%{i}._ip.%{d} -all'] },
      '192.0.2.5._ip.example.test': { TXT: ['v=spf1 +all'] },
    });
    expect(await check('192.0.2.5')).toMatchObject({
      result: 'pass',
      mechanism: 'include:%{i}._ip.%{d}',
    });
    // Another address asks another name, which has no record: the include is a permerror.
    expect(await check('192.0.2.6')).toMatchObject({ result: 'permerror' });
    expect(bed.dns.queries).toContain('TXT 192.0.2.5._ip.example.test');
  });
});

describe('checkSpf with proposeSpfRecord', () => {
  it('passes once the proposed record is published in place of a failing one', async () => {
    bed.dns.setZone({
      'example.test': { TXT: ['v=spf1 mx -all'], MX: [{ exchange: 'mx.example.test', priority: 5 }] },
      'mx.example.test': { A: ['192.0.2.25'] },
      '_spf.focal.test': { TXT: ['v=spf1 ip4:203.0.113.0/28 -all'] },
    });
    const before = await check('203.0.113.4');
    expect(before).toMatchObject({ result: 'fail', mechanism: '-all' });
    const { record } = proposeSpfRecord(before.records, ['include:_spf.focal.test']);
    bed.dns.setZone({
      'example.test': { TXT: [record], MX: [{ exchange: 'mx.example.test', priority: 5 }] },
      'mx.example.test': { A: ['192.0.2.25'] },
      '_spf.focal.test': { TXT: ['v=spf1 ip4:203.0.113.0/28 -all'] },
    });
    expect(await check('203.0.113.4')).toMatchObject({
      result: 'pass',
      mechanism: 'include:_spf.focal.test',
    });
    expect(await check('192.0.2.25')).toMatchObject({ result: 'pass', mechanism: 'mx' });
  });
});
