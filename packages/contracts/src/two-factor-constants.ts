// No zod here: the sign-in page's two-factor modals read these, and /login loads no zod.

/** Spec 02 §9: an authenticator code has 6 digits; 3 secret questions are chosen from 15. */
export const TWO_FA_CODE_LENGTH = 6;
export const SECRET_QUESTIONS_REQUIRED = 3;
/** Spec 02 §5: an answer must be longer than 1 character after trimming. */
export const SECRET_ANSWER_MIN_LENGTH = 2;
/** Spec 02 §5 "a shared text limit (value not shown)": the names' limit. */
export const SECRET_ANSWER_MAX_LENGTH = 100;
/** Beyond the spec: single-use recovery codes shown once at setup. */
export const RECOVERY_CODE_COUNT = 10;
/** The authorization key a 212 or 213 hands out lives this long and opens one sign-in. */
export const AUTHORIZATION_KEY_TTL_SECONDS = 300;

/**
 * The 15 questions of spec 02 §5, by stable id (what is stored and sent). Chosen so the answer is
 * remembered for life, rarely changes, and is not printed on a profile page or a public record.
 */
export const SECRET_QUESTIONS = [
  { id: 'first-pet', question: 'What was the name of your first pet?' },
  { id: 'first-camera', question: 'What was the make and model of your first camera?' },
  { id: 'third-grade-street', question: 'What street did you live on when you were eight?' },
  { id: 'first-concert', question: 'What was the first concert you went to?' },
  { id: 'first-car', question: 'What was the make and model of your first car?' },
  { id: 'parents-met', question: 'In what town or city did your parents meet?' },
  { id: 'childhood-nickname', question: 'What was your childhood nickname?' },
  { id: 'oldest-cousin', question: 'What is the first name of your oldest cousin?' },
  { id: 'first-school', question: 'What was the name of the first school you went to?' },
  { id: 'first-flight', question: 'To which city did you take your first flight?' },
  { id: 'favourite-teacher', question: 'What was the surname of your favourite teacher?' },
  { id: 'first-job', question: 'What was your first paid job?' },
  { id: 'childhood-friend', question: 'What was the first name of your best friend as a child?' },
  { id: 'first-holiday', question: 'Where did you go on your first holiday without your parents?' },
  { id: 'first-photo-sold', question: 'What was the subject of the first photograph you sold?' },
] as const;
export type SecretQuestionId = (typeof SECRET_QUESTIONS)[number]['id'];
export const SECRET_QUESTION_IDS = SECRET_QUESTIONS.map((q) => q.id) as [
  SecretQuestionId,
  ...SecretQuestionId[],
];
export const questionText = (id: string) => SECRET_QUESTIONS.find((q) => q.id === id)?.question;

/** Spec 02 §3: whether the user has two-factor on. */
export const USER_2FA_STATES = ['OFF', 'ON'] as const;
export type User2faState = (typeof USER_2FA_STATES)[number];
