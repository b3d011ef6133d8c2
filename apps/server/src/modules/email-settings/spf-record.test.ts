import { describe, expect, it } from 'vitest';
import { proposeSpfRecord } from './spf-record.ts';

const FOCAL = 'include:_spf.focal.test';

describe('proposeSpfRecord: the TXT record a studio must publish', () => {
  it('proposes include and ~all when the domain publishes no record', () => {
    expect(proposeSpfRecord([], [FOCAL])).toEqual({
      record: 'v=spf1 include:_spf.focal.test ~all',
      action: 'new',
    });
    expect(proposeSpfRecord([], ['ip4:203.0.113.7', 'ip6:2001:db8::7', 'ip4:203.0.113.7'])).toEqual({
      record: 'v=spf1 ip4:203.0.113.7 ip6:2001:db8::7 ~all',
      action: 'new',
    });
  });

  it("merges the sender's mechanism in before the record's own all, keeping its qualifier and modifiers", () => {
    expect(proposeSpfRecord(['v=spf1 mx include:_spf.google.com -all'], [FOCAL])).toEqual({
      record: 'v=spf1 mx include:_spf.google.com include:_spf.focal.test -all',
      action: 'change',
    });
    expect(proposeSpfRecord(['v=spf1 ip4:192.0.2.1 exp=why.example.test ~all'], ['ip4:203.0.113.7'])).toEqual(
      {
        record: 'v=spf1 ip4:192.0.2.1 ip4:203.0.113.7 ~all exp=why.example.test',
        action: 'change',
      },
    );
    expect(proposeSpfRecord(['v=spf1 redirect=_spf.example.test'], [FOCAL])).toEqual({
      record: 'v=spf1 include:_spf.focal.test redirect=_spf.example.test',
      action: 'change',
    });
  });

  it('leaves a record that already lists the sender as it is', () => {
    const published = 'v=spf1  +Include:_spf.focal.test ?all';
    expect(proposeSpfRecord([published], [FOCAL])).toEqual({ record: published.trim(), action: 'unchanged' });
  });

  it('turns a term that lists the sender with -, ~ or ? into a pass', () => {
    expect(proposeSpfRecord(['v=spf1 -include:_spf.focal.test mx ~all'], [FOCAL])).toEqual({
      record: 'v=spf1 mx include:_spf.focal.test ~all',
      action: 'change',
    });
  });

  it('merges two published records (a permerror) into one, with one all and no redirect beside it', () => {
    expect(
      proposeSpfRecord(
        ['v=spf1 ip4:192.0.2.1 -all', 'v=spf1 ip4:192.0.2.1 include:_spf.google.com redirect=x.test ~all'],
        [FOCAL],
      ),
    ).toEqual({
      record: 'v=spf1 ip4:192.0.2.1 include:_spf.google.com include:_spf.focal.test -all',
      action: 'change',
    });
    expect(proposeSpfRecord(['v=spf1 include:_spf.focal.test ~all', 'v=spf1 mx'], [FOCAL])).toEqual({
      record: 'v=spf1 include:_spf.focal.test mx ~all',
      action: 'change',
    });
  });
});
