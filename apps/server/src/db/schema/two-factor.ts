/**
 * Two-factor authentication (issue 14): each user's authenticator secret (encrypted at rest), secret
 * questions (answers hashed), recovery codes (hashed), and the authorization keys of sign-ins that
 * wait for their second step. A user's, not a company's: a person signs in once for every company.
 */
import { bigint, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { users } from './accounts.ts';

/**
 * One row per user who set up, or is setting up, an authenticator. `enabledAt` null: a secret
 * handed out by setup-metadata and not yet confirmed with a code. `lastUsedStep`: the RFC 6238 time
 * step of the last accepted code; only a later step is accepted, so no code opens twice.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AES-256-GCM of the base32 secret under TWO_FACTOR_KEY: base64url of iv | tag | ciphertext. */
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabledAt: at('enabled_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** The three secret questions; the answer trimmed, case-folded and hashed with argon2id. */
export const userSecretQuestions = pgTable(
  'user_secret_questions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answerHash: text('answer_hash').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** Ten single-use recovery codes per setup, stored as SHA-256 (they carry 60 random bits). */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('user_recovery_codes_user').on(t.userId)],
);

/**
 * The authorization key a sign-in answered 212 or 213 carries to its second step: hashed, 5 minutes,
 * one sign-in. `recoveredAt`: the user answered the questions (or used a recovery code), so the
 * key signs in once without a code. `failures`: wrong codes or answers under this key.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: id(),
    keyHash: text('key_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['login', 'setup'] }).notNull(),
    /** The company the session will work in (the sign-in chose it before the second step). */
    companyId: uuid('company_id'),
    failures: integer('failures').notNull().default(0),
    recoveredAt: at('recovered_at'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('two_factor_challenges_expiry').on(t.expiresAt),
    index('two_factor_challenges_user').on(t.userId),
  ],
);
