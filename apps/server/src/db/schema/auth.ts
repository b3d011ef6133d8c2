/** Sign-in state: administrators, sessions and refresh tokens, single-use email links, OAuth identities. */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { companies, users } from './accounts.ts';

export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set by another administrator: no sign-in, and every session ended when it was set. */
    disabledAt: at('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_lower').on(sql`lower(${t.email})`)],
);

/**
 * Single-use links sent by email (confirm sign-up, reset password, instant login, changes, and the
 * two-factor notice's "This was not me"). The purpose is checked here, not by the database.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: [
        'signup',
        'reset_password',
        'instant_login',
        'change_email',
        'change_login',
        'two_factor_not_me',
      ],
    }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The new address, for change_email and change_login. */
    newEmail: text('new_email'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user').on(t.userId)],
);

/** A signed-in session: one refresh-token family, and the company it currently works in. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    subjectKind: text('subject_kind', { enum: ['user', 'admin'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** When the company changed (switch, removal from a company): tokens naming the old one are stale. */
    companyChangedAt: at('company_changed_at'),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('sessions_subject').on(t.subjectId),
    index('sessions_revoked')
      .on(t.revokedAt)
      .where(sql`${t.revokedAt} is not null`),
    index('sessions_company_changed')
      .on(t.companyChangedAt)
      .where(sql`${t.companyChangedAt} is not null`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * When the account's address was proven for this identity: at once when the provider vouched
     * for the email, else null until the sign-up confirmation (a reset by someone else removes it).
     */
    confirmedAt: at('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/** An OAuth sign-up waiting for "Just one more step!": what the provider gave us. */
export const oauthPendingSignups = pgTable('oauth_pending_signups', {
  id: id(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  firstName: text('first_name'),
  lastName: text('last_name'),
  tokenHash: text('token_hash').notNull().unique(),
  profile: jsonb('profile'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** OAuth authorization requests in flight: state, PKCE verifier and nonce, single use. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});
