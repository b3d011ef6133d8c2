import { hashPassword, verifyPassword } from '../auth/passwords.ts';

/**
 * A secret answer as it is hashed and checked: trimmed, NFKC-normalised (a full-width or composed
 * letter is the letter) and case-folded, so "  Rex" at setup and "rex" at recovery match.
 */
const foldAnswer = (answer: string) => answer.trim().normalize('NFKC').toLocaleLowerCase('en');

/** Argon2id with the passwords' parameters: an answer is a low-entropy secret like a password. */
export const hashAnswer = (answer: string) => hashPassword(foldAnswer(answer));

export const verifyAnswer = (answerHash: string, answer: string) =>
  verifyPassword(answerHash, foldAnswer(answer));
