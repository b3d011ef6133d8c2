import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, loadDnsServers } from './config.ts';

/** A fresh DATA_DIR per check (loadConfig writes the two-factor key there), removed at the end. */
const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'focal-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const TWO_FACTOR_KEY = Buffer.alloc(32, 1).toString('base64');

describe('configuration', () => {
  it('runs on the embedded defaults, generating and keeping a JWT secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      workers: true,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('listens on 127.0.0.1 on the embedded default, on every interface with DATABASE_URL, or on HOST', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@localhost/focal', JWT_SECRET: secret, TWO_FACTOR_KEY }).host,
    ).toBe('0.0.0.0');
  });

  it('takes a test sign-up limit, and refuses it in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).testSignupLimit).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), FOCAL_TEST_SIGNUP_LIMIT: '500' }).testSignupLimit).toBe(500);
    expect(() => loadConfig({ DATA_DIR: dataDir(), FOCAL_TEST_SIGNUP_LIMIT: 'many' })).toThrow(
      /FOCAL_TEST_SIGNUP_LIMIT/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', FOCAL_TEST_SIGNUP_LIMIT: '500' }),
    ).toThrow(/FOCAL_TEST_SIGNUP_LIMIT: for test servers only/);
  });

  it('takes the help, terms and privacy pages elsewhere as http(s) addresses, else none (its own pages)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).infoPages).toEqual({
      help: undefined,
      terms: undefined,
      privacy: undefined,
    });
    const config = loadConfig({
      DATA_DIR: dataDir(),
      HELP_URL: 'https://help.studio.example/',
      TERMS_URL: 'https://studio.example/terms',
      PRIVACY_URL: '',
    });
    expect(config.infoPages).toEqual({
      help: 'https://help.studio.example/',
      terms: 'https://studio.example/terms',
      privacy: undefined,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), TERMS_URL: 'javascript:alert(1)' })).toThrow(/TERMS_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), HELP_URL: 'help' })).toThrow(/HELP_URL/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: 'nope' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('requires JWT_SECRET with DATABASE_URL, and does not seed a server database unless asked', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@localhost/focal' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@localhost/focal' })).toThrow(/JWT_SECRET/);
    const secret = 'x'.repeat(40);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@localhost/focal', JWT_SECRET: secret, TWO_FACTOR_KEY })
        .seedDemo,
    ).toBe(false);
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://x@localhost/focal',
        JWT_SECRET: secret,
        TWO_FACTOR_KEY,
        SEED_DEMO: '1',
      }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('keeps a generated two-factor key in DATA_DIR, requires one with DATABASE_URL, and checks its length at start', () => {
    const dir = dataDir();
    const key = loadConfig({ DATA_DIR: dir }).twoFactorKey;
    expect(key.length).toBe(32);
    expect(loadConfig({ DATA_DIR: dir }).twoFactorKey.equals(key)).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir() }).twoFactorKey.equals(key)).toBe(false);
    const server = { DATABASE_URL: 'postgres://x@localhost/focal', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(server)).toThrow(/TWO_FACTOR_KEY: required with DATABASE_URL/);
    expect(() => loadConfig({ ...server, TWO_FACTOR_KEY: 'c2hvcnQ=' })).toThrow(
      /TWO_FACTOR_KEY: must be 32 bytes in base64 \(it decodes to 5\)/,
    );
    expect(loadConfig({ ...server, TWO_FACTOR_KEY }).twoFactorKey).toEqual(Buffer.alloc(32, 1));
  });

  it('keeps the two-factor key outside DATA_DIR with TWO_FACTOR_KEY_FILE, moving the one already there', () => {
    // Issue 29 §10: a copy of DATA_DIR (a backup, a support bundle) should not carry the key.
    const dir = dataDir();
    const before = loadConfig({ DATA_DIR: dir });
    expect(before.twoFactorKeySource).toEqual({
      kind: 'file',
      path: join(dir, 'two-factor-key'),
      inDataDir: true,
    });
    const keyFile = join(dataDir(), 'keys', 'two-factor-key');
    const after = loadConfig({ DATA_DIR: dir, TWO_FACTOR_KEY_FILE: keyFile });
    expect(after.twoFactorKey.equals(before.twoFactorKey)).toBe(true);
    expect(after.twoFactorKeySource).toEqual({ kind: 'file', path: keyFile, inDataDir: false });
    expect(existsSync(join(dir, 'two-factor-key'))).toBe(false);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir, TWO_FACTOR_KEY_FILE: keyFile }).twoFactorKey).toEqual(
      after.twoFactorKey,
    );

    // A new installation makes its key there from the start; the environment's key wins over both.
    const fresh = dataDir();
    const elsewhere = join(dataDir(), 'focal-two-factor-key');
    const made = loadConfig({ DATA_DIR: fresh, TWO_FACTOR_KEY_FILE: elsewhere });
    expect(readdirSync(fresh)).not.toContain('two-factor-key');
    expect(Buffer.from(readFileSync(elsewhere, 'utf8'), 'base64')).toEqual(made.twoFactorKey);
    const fromEnv = loadConfig({ DATA_DIR: fresh, TWO_FACTOR_KEY_FILE: elsewhere, TWO_FACTOR_KEY });
    expect(fromEnv.twoFactorKeySource).toEqual({ kind: 'environment' });
    expect(fromEnv.twoFactorKey).toEqual(Buffer.alloc(32, 1));
  });

  it('reads OAuth providers and names a missing setting', () => {
    const env = {
      DATA_DIR: dataDir(),
      OAUTH_PROVIDERS: 'google',
      OAUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
      OAUTH_GOOGLE_CLIENT_ID: 'id',
    };
    expect(() => loadConfig(env)).toThrow(/OAUTH_GOOGLE_CLIENT_SECRET/);
    const config = loadConfig({ ...env, OAUTH_GOOGLE_CLIENT_SECRET: 's' });
    expect(config.oauthProviders).toEqual([
      {
        id: 'google',
        name: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'id',
        clientSecret: 's',
      },
    ]);
  });

  it('reads TRUST_PROXY as hops or proxy addresses, and `1`/`true` as one hop, never "trust all"', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust('0')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.5,::1')).toEqual(['10.0.0.0/8', '192.168.1.5', '::1']);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => trust('proxy.example.com')).toThrow(/TRUST_PROXY/);
  });

  it('turns the development mail viewer off under NODE_ENV=production unless DEV_MAILBOX=1', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).devMailbox).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, DEV_MAILBOX: '0' }).devMailbox).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DEV_MAILBOX: '1', SMTP_URL: 'smtp://localhost:25' }).devMailbox).toBe(
      false,
    );
    expect(() => loadConfig({ DATA_DIR: dir, DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX/);
  });

  it('keeps files in DATA_DIR unless S3_BUCKET is set, and refuses half an S3 setting', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).s3).toBeUndefined();
    const s3 = { DATA_DIR: dir, S3_BUCKET: 'focal-files', S3_ENDPOINT: 'http://127.0.0.1:9000' };
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: '1' }).s3).toEqual({
      bucket: 'focal-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    expect(() => loadConfig({ DATA_DIR: dir, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: required/,
    );
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('asks the system resolver without DNS_SERVERS, and checks each server of the list at start', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).dnsServers).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, DNS_SERVERS: '' }).dnsServers).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dir, DNS_SERVERS: '127.0.0.1:5353, 9.9.9.9,[::1]:53,2001:db8::1,[2001:db8::2]' })
        .dnsServers,
    ).toEqual(['127.0.0.1:5353', '9.9.9.9', '[::1]:53', '2001:db8::1', '[2001:db8::2]']);
    for (const bad of [
      'dns.example.com',
      '127.0.0.1:0',
      '127.0.0.1:70000',
      '::1:53x',
      '1.2.3',
      '9.9.9.9,',
      '[1.2.3.4]:53',
    ]) {
      expect(() => loadConfig({ DATA_DIR: dir, DNS_SERVERS: bad }), bad).toThrow(/DNS_SERVERS: a comma list/);
      expect(() => loadDnsServers({ DNS_SERVERS: bad }), bad).toThrow(ConfigError);
    }
    // `npm run spf` reads the same setting alone.
    expect(loadDnsServers({ DNS_SERVERS: ' [::1]:5353 ,127.0.0.1' })).toEqual(['[::1]:5353', '127.0.0.1']);
    expect(loadDnsServers({})).toBeUndefined();
  });

  it('puts reply addresses on MAIL_REPLY_DOMAIN, or on the domain of MAIL_FROM without it', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).mailReplyDomain).toBe('focal.test');
    expect(loadConfig({ DATA_DIR: dir, MAIL_FROM: 'Studio <hello@Mail.Example.com>' }).mailReplyDomain).toBe(
      'mail.example.com',
    );
    expect(loadConfig({ DATA_DIR: dir, MAIL_REPLY_DOMAIN: 'reply.focal.app' }).mailReplyDomain).toBe(
      'reply.focal.app',
    );
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_REPLY_DOMAIN: 'not a domain' })).toThrow(
      /MAIL_REPLY_DOMAIN/,
    );
  });

  it('refuses private SMTP hosts unless SMTP_ALLOW_PRIVATE_HOSTS allows all or lists their networks', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).smtpAllowedNetworks).toEqual({ all: false, networks: [] });
    expect(loadConfig({ DATA_DIR: dir, SMTP_ALLOW_PRIVATE_HOSTS: 'false' }).smtpAllowedNetworks.all).toBe(
      false,
    );
    expect(loadConfig({ DATA_DIR: dir, SMTP_ALLOW_PRIVATE_HOSTS: 'true' }).smtpAllowedNetworks.all).toBe(
      true,
    );
    const listed = loadConfig({ DATA_DIR: dir, SMTP_ALLOW_PRIVATE_HOSTS: '10.1.0.0/16, fd00::/8' });
    expect(listed.smtpAllowedNetworks.networks.map(([ip, bits]) => `${ip.toString()}/${bits}`)).toEqual([
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    for (const bad of ['yes', '10.0.0.0', '10.0.0.0/33', 'mail.example.com/8'])
      expect(() => loadConfig({ DATA_DIR: dir, SMTP_ALLOW_PRIVATE_HOSTS: bad }), bad).toThrow(
        /SMTP_ALLOW_PRIVATE_HOSTS: true, false, or a comma list of CIDRs/,
      );
    expect(loadConfig({ DATA_DIR: dir }).mailRetry).toEqual({ limit: 8, delaySeconds: 5 });
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_RETRY_LIMIT: '-1' })).toThrow(/MAIL_RETRY_LIMIT/);
  });

  it('offers Gmail only with a client id and secret, over https and smtps (plain only on loopback)', () => {
    const dir = dataDir();
    const client = { DATA_DIR: dir, GMAIL_OAUTH_CLIENT_ID: 'id', GMAIL_OAUTH_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ DATA_DIR: dir }).gmail).toBeUndefined();
    expect(loadConfig(client).gmail).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
      smtpUrl: 'smtps://smtp.gmail.com:465',
    });
    const loopback = { GMAIL_OAUTH_ISSUER: 'http://127.0.0.1:4010', GMAIL_SMTP_URL: 'smtp://127.0.0.1:2525' };
    expect(loadConfig({ ...client, ...loopback }).gmail).toMatchObject({
      issuer: 'http://127.0.0.1:4010',
      smtpUrl: 'smtp://127.0.0.1:2525',
    });
    expect(() => loadConfig({ DATA_DIR: dir, GMAIL_OAUTH_CLIENT_ID: 'id' })).toThrow(
      /GMAIL_OAUTH_CLIENT_SECRET: give both/,
    );
    expect(() => loadConfig({ ...client, GMAIL_OAUTH_ISSUER: 'http://accounts.example.com' })).toThrow(
      /GMAIL_OAUTH_ISSUER: must use https/,
    );
    expect(() => loadConfig({ ...client, GMAIL_SMTP_URL: 'smtp://smtp.example.com:587' })).toThrow(
      /GMAIL_SMTP_URL: must be smtps/,
    );
    expect(() => loadConfig({ ...client, GMAIL_SMTP_URL: 'not a url' })).toThrow(/GMAIL_SMTP_URL/);
  });

  it('takes an optional maps key (spec 02 §7): off when unset or empty, refused when malformed', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).mapsApiKey).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, MAPS_API_KEY: '' }).mapsApiKey).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, MAPS_API_KEY: 'AIzaSy-Test_Key1' }).mapsApiKey).toBe(
      'AIzaSy-Test_Key1',
    );
    expect(() => loadConfig({ DATA_DIR: dir, MAPS_API_KEY: 'key"; script-src *' })).toThrow(/MAPS_API_KEY/);
  });
});
