import { accessSync, constants } from 'node:fs';
import { isIPv4, isIPv6 } from 'node:net';
import { join, resolve } from 'node:path';
import { CHAT_REGIONS } from '@focal/contracts';
import { z } from 'zod';
import { type ChatSettings, chatSettings, isAllowedWidgetUrl } from './http/chat-widget.ts';
import { type TrustProxy, trustProxySetting } from './http/trust-proxy.ts';
import { type AllowedNetworks, NO_PRIVATE_HOSTS, parseAllowedNetworks } from './mail/host-guard.ts';
import { SERVER_SRC } from './paths.ts';
import { secretFile, twoFactorKeyFile, type TwoFactorKeySource } from './secret-files.ts';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** One DNS server: `ip`, `ip:port`, or an IPv6 address bare or as `[ip]:port` (node:dns's own forms). */
function isDnsServer(entry: string): boolean {
  const port = (p: string) => /^\d{1,5}$/.test(p) && Number(p) >= 1 && Number(p) <= 65535;
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return isIPv6(bracketed[1]!) && (bracketed[2] === undefined || port(bracketed[2]));
  if (isIPv4(entry) || isIPv6(entry)) return true;
  const [host, p] = entry.split(':');
  return entry.split(':').length === 2 && isIPv4(host!) && port(p!);
}

/** DNS_SERVERS: a comma list of servers, each checked, so a typo stops the start instead of every SPF check. */
const dnsServersSetting = z
  .string()
  .transform((list) => list.split(',').map((s) => s.trim()))
  .refine((servers) => servers.every((s) => s !== '' && isDnsServer(s)), {
    message: 'a comma list of ip or ip:port (IPv6 as [ip]:port), e.g. 127.0.0.1:5353,[::1]:53',
  })
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: 127.0.0.1 on the embedded database (the demo's password is public), 0.0.0.0 with DATABASE_URL. */
  HOST: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** The help, terms and privacy pages elsewhere (spec 01 §2.3); without them, this server's own. */
  HELP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  TERMS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  PRIVACY_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MAIL_FROM: z.string().default('Focal <no-reply@focal.test>'),
  /** Focal's reply domain: a studio's reply address is <its username>@ this (issue 16). */
  MAIL_REPLY_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
        'a domain name, e.g. reply.focal.app',
      )
      .optional(),
  ),
  /**
   * Companies' SMTP hosts on non-public addresses (issue 16): empty/false refuses them all, `true`
   * allows any, a comma list of CIDRs (10.1.0.0/16,127.0.0.1/32) allows those.
   */
  SMTP_ALLOW_PRIVATE_HOSTS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseAllowedNetworks(value);
        if (!parsed) ctx.addIssue({ code: 'custom', message: 'true, false, or a comma list of CIDRs' });
        return parsed ?? NO_PRIVATE_HOSTS;
      }),
  ),
  /** Attempts after the first for one outgoing email, and the first pause (doubling each time). */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** Without SMTP_URL: the development mail viewer; on by default except under NODE_ENV=production. */
  DEV_MAILBOX: z.preprocess(emptyAsUndefined, flag.optional()),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  /** 32 random bytes, base64: the key that encrypts two-factor secrets at rest (issue 14). */
  TWO_FACTOR_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  TWO_FACTOR_KEY_FILE: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** A .p12 (key and certificate) that seals signed contracts, and its password (modules/contract-seal). */
  CONTRACT_SEAL_P12_FILE: z.preprocess(emptyAsUndefined, z.string().optional()),
  CONTRACT_SEAL_P12_PASSWORD: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SEED_DEMO: z.preprocess(emptyAsUndefined, flag.optional()),
  WORKERS: z.preprocess(emptyAsUndefined, flag.default(true)),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxySetting),
  /** Tests only (refused under NODE_ENV=production): sign-ups one address may make in an hour. */
  FOCAL_TEST_SIGNUP_LIMIT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(1_000_000).optional(),
  ),
  /** Tests only: a pause between two batches of a company import, so one can be caught midway. */
  FOCAL_IMPORT_BATCH_PAUSE_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(60_000).default(0),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /** Comma-separated OAuth provider ids; each needs OAUTH_<ID>_ISSUER, _CLIENT_ID, _CLIENT_SECRET. */
  OAUTH_PROVIDERS: z.string().default(''),
  /** Selects the Stripe payment provider; without it payments go to the built-in sandbox. */
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /** The webhook endpoint's signing secret (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /**
   * How studios' clients pay by card under Stripe: `connect` (each studio connects its own Stripe
   * account, Connect Standard) or `own-account` (a studio hosting Focal: the key's own account).
   */
  STRIPE_CLIENT_PAYMENTS: z.enum(['connect', 'own-account']).default('connect'),
  /** The client-payments webhook endpoint's signing secret; without it clients cannot pay by card. */
  STRIPE_CLIENT_PAYMENTS_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /** Connect only: the installation's fee on each client payment, in hundredths of a percent. */
  STRIPE_APPLICATION_FEE_BASIS_POINTS: z.coerce.number().int().min(0).max(1000).default(0),
  /** Tests only: sends the Stripe library's calls to a local server (http://127.0.0.1:PORT). */
  STRIPE_API_BASE: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Files (logos) go to this S3-compatible bucket instead of DATA_DIR/files: see s3Settings. */
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).max(63).optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  /** Another S3-compatible service (MinIO, R2, …); without it, AWS S3 of the region. */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Both or neither; without them the AWS SDK's own chain (AWS_* variables, a role) applies. */
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /** Addresses as ENDPOINT/BUCKET/KEY instead of BUCKET.ENDPOINT/KEY (MinIO and most self-hosted). */
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, flag.default(false)),
  /** The support chat widget's app id (spec 02 §7); without it the chat is off. */
  CHAT_APP_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only')
      .optional(),
  ),
  CHAT_REGION: z.preprocess(emptyAsUndefined, z.enum(CHAT_REGIONS).default('us')),
  /** Gmail sending (issue 16): the Google OAuth client; without it Gmail is not offered. */
  GMAIL_OAUTH_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().min(1).max(512).optional()),
  GMAIL_OAUTH_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).max(512).optional()),
  /** The OAuth server, found through its discovery document (a loopback one in tests). */
  GMAIL_OAUTH_ISSUER: z.preprocess(emptyAsUndefined, z.url().default('https://accounts.google.com')),
  /** Where Gmail mail is sent (XOAUTH2): smtps, or plain smtp on loopback only (a test's server). */
  GMAIL_SMTP_URL: z.preprocess(emptyAsUndefined, z.url().default('smtps://smtp.gmail.com:465')),
  /** The DNS servers the SPF check asks (issue 16); without it, the system's resolver. */
  DNS_SERVERS: z.preprocess(emptyAsUndefined, dnsServersSetting),
  /**
   * The maps key (spec 02 §7): with it, address fields offer place suggestions through Google's maps
   * script and its places library; without it they are plain fields and no script loads. A browser
   * key (restricted by referrer in Google's console): the web app receives it in bootstrap.
   */
  MAPS_API_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,200}$/, 'letters, digits, - and _ only')
      .optional(),
  ),
  /** The widget's script instead of Intercom's: https, or http on loopback (a test's double). */
  CHAT_WIDGET_URL: z.preprocess(
    emptyAsUndefined,
    z.url().refine(isAllowedWidgetUrl, 'https, or http on a loopback address only').optional(),
  ),
});

const oauthProviderSchema = z.object({
  ISSUER: z.url(),
  CLIENT_ID: z.string().min(1),
  CLIENT_SECRET: z.string().min(1),
  NAME: z.string().optional(),
});

export type OAuthProviderConfig = {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
};

/** Gmail sending through a Google OAuth client (issue 16); see gmailConfigured. */
export type GmailSettings = {
  clientId: string;
  clientSecret: string;
  issuer: string;
  smtpUrl: string;
};

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /**
   * HELP_URL, TERMS_URL, PRIVACY_URL: where /help, /terms and /privacy send people; undefined:
   * those paths show this installation's own placeholder pages (modules/info-pages).
   */
  infoPages: { help: string | undefined; terms: string | undefined; privacy: string | undefined };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** MAIL_REPLY_DOMAIN, or MAIL_FROM's domain: where studios' reply addresses live. */
  mailReplyDomain: string;
  /** SMTP_ALLOW_PRIVATE_HOSTS: the non-public addresses a company's SMTP host may have. */
  smtpAllowedNetworks: AllowedNetworks;
  /** MAIL_RETRY_LIMIT, MAIL_RETRY_DELAY_SECONDS: pg-boss retries of one message's delivery. */
  mailRetry: { limit: number; delaySeconds: number };
  /** Sign-up and invitation answers carry a link to their one mail (never with SMTP_URL). */
  devMailbox: boolean;
  jwtSecret: string;
  /** AES-256-GCM key of the authenticator secrets: 32 bytes. */
  twoFactorKey: Buffer;
  /** Where it came from, for the start message (a key file inside DATA_DIR travels with the data). */
  twoFactorKeySource: TwoFactorKeySource;
  /**
   * What seals signed contracts: CONTRACT_SEAL_P12_FILE and its password, or a key generated the first
   * time a contract is sealed, kept in DATA_DIR/contract-seal-key.pem (modules/contract-seal/identity.ts).
   */
  contractSeal: { p12File: string; p12Password: string } | { generatedFile: string };
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  seedDemo: boolean;
  workers: boolean;
  trustProxy: TrustProxy;
  logLevel: string;
  /** FOCAL_IMPORT_BATCH_PAUSE_MS: ms between two batches of a company import (0: none). */
  importBatchPauseMs: number;
  /** FOCAL_TEST_SIGNUP_LIMIT: replaces the sign-up limit's 20 an hour, for test servers only. */
  testSignupLimit: number | undefined;
  webDistDir: string;
  oauthProviders: OAuthProviderConfig[];
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiBase: string | undefined;
  /** Clients' card payments under Stripe (unused on the sandbox): see modules/stripe-connect. */
  stripeClientPayments: {
    mode: 'connect' | 'own-account';
    webhookSecret: string | undefined;
    applicationFeeBasisPoints: number;
  };
  /** Where files are kept when several API processes serve them; undefined: DATA_DIR/files. */
  s3: S3Settings | undefined;
  /** The support chat widget; undefined: off (no script, no CSP origin, no INTERCOM link). */
  chat: ChatSettings | undefined;
  /** MAPS_API_KEY; undefined: plain address fields, no maps script, no Google origin in the CSP. */
  mapsApiKey: string | undefined;
  /** DNS_SERVERS for the SPF check, in node:dns `setServers` form; undefined: the system resolver. */
  dnsServers: string[] | undefined;
  /** GMAIL_OAUTH_*, GMAIL_SMTP_URL; undefined without a client: Gmail is not offered. */
  gmail: GmailSettings | undefined;
};

export class ConfigError extends Error {}

const describe = (issues: z.core.$ZodIssue[]) =>
  issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`).join('\n');

/** Reads the environment once, failing fast with a message that names each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${describe(parsed.error.issues)}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required with DATABASE_URL (at least 32 characters), so that every API process signs with the same key',
    );
  }
  if (e.DATABASE_URL && !e.TWO_FACTOR_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  TWO_FACTOR_KEY: required with DATABASE_URL (32 random bytes in base64, e.g. `openssl rand -base64 32`), the same for every API process',
    );
  }
  checkStripe(e);
  if (e.FOCAL_TEST_SIGNUP_LIMIT !== undefined && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  FOCAL_TEST_SIGNUP_LIMIT: for test servers only; it is refused under NODE_ENV=production',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.DATABASE_URL ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    infoPages: { help: e.HELP_URL, terms: e.TERMS_URL, privacy: e.PRIVACY_URL },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailReplyDomain: (e.MAIL_REPLY_DOMAIN ?? addressDomain(e.MAIL_FROM) ?? 'focal.test').toLowerCase(),
    smtpAllowedNetworks: e.SMTP_ALLOW_PRIVATE_HOSTS,
    mailRetry: { limit: e.MAIL_RETRY_LIMIT, delaySeconds: e.MAIL_RETRY_DELAY_SECONDS },
    devMailbox: !e.SMTP_URL && (e.DEV_MAILBOX ?? e.NODE_ENV !== 'production'),
    jwtSecret: e.JWT_SECRET ?? embeddedJwtSecret(dataDir),
    ...twoFactorKeyOf(e, dataDir),
    contractSeal: contractSealOf(e, dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    workers: e.WORKERS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    importBatchPauseMs: e.FOCAL_IMPORT_BATCH_PAUSE_MS,
    testSignupLimit: e.FOCAL_TEST_SIGNUP_LIMIT,
    webDistDir: resolve(e.WEB_DIST_DIR ?? join(SERVER_SRC, '../../web/dist')),
    oauthProviders: parseOAuthProviders(e.OAUTH_PROVIDERS, env),
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiBase: e.STRIPE_API_BASE,
    stripeClientPayments: {
      mode: e.STRIPE_CLIENT_PAYMENTS,
      webhookSecret: e.STRIPE_CLIENT_PAYMENTS_WEBHOOK_SECRET,
      applicationFeeBasisPoints: e.STRIPE_APPLICATION_FEE_BASIS_POINTS,
    },
    s3: s3Settings(e),
    chat: chatSettings(e.CHAT_APP_ID, e.CHAT_REGION, e.CHAT_WIDGET_URL),
    mapsApiKey: e.MAPS_API_KEY,
    dnsServers: e.DNS_SERVERS,
    gmail: gmailSettings(e),
  };
}

/** The domain of `Name <local@domain>` or `local@domain`; undefined without one. */
// No `@` in the domain: each `@` is tried once and the next stops the scan (linear, issue 29 §1).
const addressDomain = (mailbox: string) => /@([^>\s@]+)>?\s*$/.exec(mailbox)?.[1];

/** DNS_SERVERS alone, as loadConfig reads it: for `npm run spf`, which needs no data directory. */
export function loadDnsServers(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const parsed = envSchema.shape.DNS_SERVERS.safeParse(env.DNS_SERVERS);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ ...issue, path: ['DNS_SERVERS'] }));
    throw new ConfigError(`Invalid configuration:\n${describe(issues)}`);
  }
  return parsed.data;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The client id and secret come together; the issuer is https (http on loopback only), and the
 * SMTP server smtps (plain smtp on loopback only): a token never travels in clear across a network.
 */
function gmailSettings(e: z.infer<typeof envSchema>): GmailSettings | undefined {
  const fail = (message: string) => {
    throw new ConfigError(`Invalid configuration:\n  ${message}`);
  };
  if (!e.GMAIL_OAUTH_CLIENT_ID || !e.GMAIL_OAUTH_CLIENT_SECRET) {
    if (e.GMAIL_OAUTH_CLIENT_ID || e.GMAIL_OAUTH_CLIENT_SECRET) {
      fail('GMAIL_OAUTH_CLIENT_ID, GMAIL_OAUTH_CLIENT_SECRET: give both, or neither to offer no Gmail');
    }
    return undefined;
  }
  const issuer = new URL(e.GMAIL_OAUTH_ISSUER);
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname))) {
    fail('GMAIL_OAUTH_ISSUER: must use https (plain http only on 127.0.0.1, localhost or [::1])');
  }
  const smtp = new URL(e.GMAIL_SMTP_URL);
  if (smtp.protocol !== 'smtps:' && !(smtp.protocol === 'smtp:' && LOOPBACK.has(smtp.hostname))) {
    fail('GMAIL_SMTP_URL: must be smtps://host:port (plain smtp only on 127.0.0.1, localhost or [::1])');
  }
  return {
    clientId: e.GMAIL_OAUTH_CLIENT_ID,
    clientSecret: e.GMAIL_OAUTH_CLIENT_SECRET,
    issuer: e.GMAIL_OAUTH_ISSUER,
    smtpUrl: e.GMAIL_SMTP_URL,
  };
}

/** S3_* settings without S3_BUCKET, or a key without its secret, are mistakes worth a refusal. */
function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  const fail = (message: string) => {
    throw new ConfigError(`Invalid configuration:\n  ${message}`);
  };
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY) {
      fail('S3_BUCKET: required with the other S3_* settings (files go to that bucket)');
    }
    return undefined;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    fail('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither to use the AWS SDK defaults');
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Stripe without its webhook secret would take payments it never hears about, so it refuses to
 * start; the API base may only point at this machine (a test's recorded answers), never elsewhere.
 */
function checkStripe(e: z.infer<typeof envSchema>) {
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint, whsec_…)',
    );
  }
  if (
    e.STRIPE_API_BASE &&
    !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(e.STRIPE_API_BASE).hostname)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_API_BASE: only a loopback address (http://127.0.0.1:PORT) is allowed; it is for tests',
    );
  }
}

function parseOAuthProviders(list: string, env: NodeJS.ProcessEnv): OAuthProviderConfig[] {
  const ids = list
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return ids.map((id) => {
    const prefix = `OAUTH_${id.toUpperCase()}_`;
    const values = Object.fromEntries(
      Object.entries(env)
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, value]) => [key.slice(prefix.length), value]),
    );
    const parsed = oauthProviderSchema.safeParse(values);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ ...i, path: [`${prefix}${String(i.path[0])}`] }));
      throw new ConfigError(`Invalid configuration:\n${describe(issues)}`);
    }
    const name = parsed.data.NAME ?? id.charAt(0).toUpperCase() + id.slice(1);
    return {
      id,
      name,
      issuer: parsed.data.ISSUER,
      clientId: parsed.data.CLIENT_ID,
      clientSecret: parsed.data.CLIENT_SECRET,
    };
  });
}

/** On the embedded default the secret is generated once and kept beside the data. */
const embeddedJwtSecret = (dataDir: string) => secretFile(join(dataDir, 'jwt-secret'), 48);

/**
 * CONTRACT_SEAL_P12_FILE, checked to be a readable file now (its password is checked by the first seal:
 * opening a .p12 takes the libraries that sealing loads), else the generated key's place in DATA_DIR.
 */
function contractSealOf(e: { CONTRACT_SEAL_P12_FILE?: string; CONTRACT_SEAL_P12_PASSWORD?: string }, dataDir: string) {
  const fail = (message: string): never => {
    throw new ConfigError(`Invalid configuration:\n  ${message}`);
  };
  if (!e.CONTRACT_SEAL_P12_FILE) {
    if (e.CONTRACT_SEAL_P12_PASSWORD) fail('CONTRACT_SEAL_P12_PASSWORD: given without CONTRACT_SEAL_P12_FILE');
    return { generatedFile: join(dataDir, 'contract-seal-key.pem') };
  }
  const p12File = resolve(e.CONTRACT_SEAL_P12_FILE);
  try {
    accessSync(p12File, constants.R_OK);
  } catch {
    fail(`CONTRACT_SEAL_P12_FILE: ${p12File} is not a readable file`);
  }
  return { p12File, p12Password: e.CONTRACT_SEAL_P12_PASSWORD ?? '' };
}

/** TWO_FACTOR_KEY, else the key file (TWO_FACTOR_KEY_FILE, or DATA_DIR's on the embedded default). */
function twoFactorKeyOf(e: { TWO_FACTOR_KEY?: string; TWO_FACTOR_KEY_FILE?: string }, dataDir: string) {
  if (e.TWO_FACTOR_KEY)
    return {
      twoFactorKey: twoFactorKey(e.TWO_FACTOR_KEY),
      twoFactorKeySource: { kind: 'environment' } as const,
    };
  const file = twoFactorKeyFile(dataDir, e.TWO_FACTOR_KEY_FILE && resolve(e.TWO_FACTOR_KEY_FILE));
  return { twoFactorKey: twoFactorKey(file.secret), twoFactorKeySource: file.source };
}

/** Checked at start: a key of any other length would fail only at the first two-factor setup. */
function twoFactorKey(encoded: string): Buffer {
  const key = Buffer.from(encoded, 'base64');
  if (key.length !== 32) {
    throw new ConfigError(
      `Invalid configuration:\n  TWO_FACTOR_KEY: must be 32 bytes in base64 (it decodes to ${key.length}); make one with \`openssl rand -base64 32\``,
    );
  }
  return key;
}
