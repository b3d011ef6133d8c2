import { ApiRoutes as P } from '@focal/contracts/api-routes';
import { SPF_EXPLANATIONS } from '@focal/contracts/spf-texts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { startDnsServer } from '../../test/dns-server.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';

/**
 * Issue 16, GET …/smtp/custom/spf: the sender domain's record judged (RFC 7208) against the address
 * of the studio's own SMTP server, asking a real DNS server on loopback (DNS_SERVERS); CONNECTED
 * exactly on pass, otherwise SPF_ISSUE with the explanation and the record to publish.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
const SERVER = { A: ['127.0.0.1'] };

// eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
it.override('appOptions', async ({}, { onCleanup }) => {
  smtp = await startSmtpServer();
  dns = await startDnsServer({ 'smtp.lens.example': SERVER });
  onCleanup(async () => {
    await smtp.close();
    await dns.close();
  });
  return { env: { SMTP_ALLOW_PRIVATE_HOSTS: '127.0.0.1/32', DNS_SERVERS: dns.address } };
});

const smtpForm = (senderEmail: string) => ({
  host: 'smtp.lens.example',
  port: Number(new URL(smtp.url).port),
  security: 'none',
  username: '',
  senderName: 'Lens & Light',
  senderEmail,
});

describe('the SPF status of the custom SMTP server', () => {
  it('in focal mode is CONNECTED: the studio publishes nothing for Focal’s sender', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const res = await api.get(P.getSmtpSpf.path, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      smtpStatus: 'CONNECTED',
      mode: 'focal',
      result: null,
      recordToPublish: null,
    });
    expect(res.json().data.host).toEqual(expect.any(String));
  });

  it('a record that lists the server: CONNECTED with the deciding mechanism', async ({ api }) => {
    dns.setZone({ 'smtp.lens.example': SERVER, 'good.example': { TXT: ['v=spf1 ip4:127.0.0.1 -all'] } });
    const { auth } = await api.signedInOwner();
    const saved = await api.post(P.saveCustomSmtp.path, smtpForm('hello@good.example'), { as: auth });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await api.get(P.getSmtpSpf.path, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      smtpStatus: 'CONNECTED',
      host: 'smtp.lens.example',
      mode: 'smtp',
      result: 'pass',
      mechanism: 'ip4:127.0.0.1',
      explanation: SPF_EXPLANATIONS.pass,
      domain: 'good.example',
      records: ['v=spf1 ip4:127.0.0.1 -all'],
      recordToPublish: null,
    });
  });

  it('a record that leaves it out: SPF_ISSUE, the words for fail and the record to publish; none likewise', async ({
    api,
  }) => {
    dns.setZone({
      'smtp.lens.example': SERVER,
      'bad.example': { TXT: ['v=spf1 ip4:203.0.113.9 -all'] },
    });
    const { auth } = await api.signedInOwner();
    expect(
      (await api.post(P.saveCustomSmtp.path, smtpForm('hello@bad.example'), { as: auth })).statusCode,
    ).toBe(200);
    const bad = (await api.get(P.getSmtpSpf.path, { as: auth })).json().data;
    expect(bad).toMatchObject({
      smtpStatus: 'SPF_ISSUE',
      host: 'smtp.lens.example',
      result: 'fail',
      mechanism: '-all',
      explanation: SPF_EXPLANATIONS.fail,
      domain: 'bad.example',
      records: ['v=spf1 ip4:203.0.113.9 -all'],
      recordToPublish: 'v=spf1 ip4:203.0.113.9 ip4:127.0.0.1 -all',
    });

    // The domain publishes nothing: the record to publish is a new one.
    dns.setZone({ 'smtp.lens.example': SERVER });
    const none = (await api.get(P.getSmtpSpf.path, { as: auth })).json().data;
    expect(none).toMatchObject({
      smtpStatus: 'SPF_ISSUE',
      result: 'none',
      explanation: SPF_EXPLANATIONS.none,
      records: [],
      recordToPublish: 'v=spf1 ip4:127.0.0.1 ~all',
    });

    // Fixed at the domain: the next check is CONNECTED.
    dns.setZone({ 'smtp.lens.example': SERVER, 'bad.example': { TXT: [bad.recordToPublish] } });
    expect((await api.get(P.getSmtpSpf.path, { as: auth })).json().data.smtpStatus).toBe('CONNECTED');
  });

  it('a DNS server that fails: SPF_ISSUE with temperror and no record proposed', async ({ api }) => {
    dns.setZone({ 'smtp.lens.example': SERVER, 'flaky.example': { TXT: ['v=spf1 ip4:127.0.0.1 -all'] } });
    const { auth } = await api.signedInOwner();
    expect(
      (await api.post(P.saveCustomSmtp.path, smtpForm('hello@flaky.example'), { as: auth })).statusCode,
    ).toBe(200);
    dns.setZone({ 'smtp.lens.example': SERVER, 'flaky.example': { servfail: true } });
    const res = (await api.get(P.getSmtpSpf.path, { as: auth })).json().data;
    expect(res).toMatchObject({ smtpStatus: 'SPF_ISSUE', result: 'temperror', recordToPublish: null });
  });
});
