/**
 * Two-factor's tables: a user's authenticator secret, secret questions and recovery codes (rows of
 * a person, keyed by user id), and a company's requirement (`companies.two_factor_required`, read
 * and written only for one company id). The sign-in's authorization keys: sign-in/repo.ts.
 */
import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  memberships,
  userRecoveryCodes,
  userSecretQuestions,
  userTwoFactor,
} from '../../db/schema.ts';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

export async function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  return row;
}

/**
 * Stores a secret being set up (not yet confirmed), replacing an earlier unconfirmed one. False,
 * and nothing written, when the user's two-factor is already on.
 */
export async function putPendingSecret(db: Db, userId: string, secretCiphertext: string): Promise<boolean> {
  const rows = await db
    .insert(userTwoFactor)
    .values({ userId, secretCiphertext })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretCiphertext, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

/**
 * Turns on the pending secret that was read (`secretCiphertext`), with the step of its first code
 * as the last used one. False when it is on already or another setup replaced that secret since.
 */
export async function enableSecret(
  db: Db,
  options: { userId: string; secretCiphertext: string; step: number },
): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ enabledAt: new Date(), lastUsedStep: options.step })
    .where(
      and(
        eq(userTwoFactor.userId, options.userId),
        eq(userTwoFactor.secretCiphertext, options.secretCiphertext),
        isNull(userTwoFactor.enabledAt),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

/**
 * Records a code's time step as used, compare-and-set: only a step later than the last used one
 * is stored, so of two requests carrying one code exactly one gets true (the replay rule).
 */
export async function useStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        isNotNull(userTwoFactor.enabledAt),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

/** Two-factor off: the secret, the questions and the recovery codes go. */
export async function deleteTwoFactor(db: Db, userId: string): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.delete(userSecretQuestions).where(eq(userSecretQuestions.userId, userId));
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
}

// Secret questions: the answers hashed (answers.ts).

export type SecretQuestionRow = typeof userSecretQuestions.$inferSelect;

export async function replaceSecretQuestions(
  db: Db,
  userId: string,
  questions: { questionId: string; answerHash: string }[],
): Promise<void> {
  await db.delete(userSecretQuestions).where(eq(userSecretQuestions.userId, userId));
  await db.insert(userSecretQuestions).values(questions.map((q, position) => ({ userId, ...q, position })));
}

/** The user's three questions, in the order they were chosen. */
export async function secretQuestionsOf(db: Db, userId: string): Promise<SecretQuestionRow[]> {
  return db
    .select()
    .from(userSecretQuestions)
    .where(eq(userSecretQuestions.userId, userId))
    .orderBy(userSecretQuestions.position);
}

// Recovery codes: SHA-256 of the code as shown without its dashes (recovery-codes.ts).

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.insert(userRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function unusedRecoveryCodeCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Marks one unused code of the user used; false when it is not theirs, unknown or used already. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, codeHash),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return rows.length === 1;
}

// A company's requirement (companies.two_factor_required), always for one company id.

export type RequiringCompany = { id: string; name: string };

/** The companies of the user that require two-factor, `except` one (the current company), by name. */
export async function companiesRequiringTwoFactor(
  db: Db,
  userId: string,
  except?: string | null,
): Promise<RequiringCompany[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(companies.twoFactorRequired, true),
        except ? ne(companies.id, except) : undefined,
      ),
    )
    .orderBy(sql`lower(${companies.name})`, companies.id);
}

export async function setTwoFactorRequired(db: Db, companyId: string, required: boolean): Promise<void> {
  await db.update(companies).set({ twoFactorRequired: required }).where(eq(companies.id, companyId));
}
