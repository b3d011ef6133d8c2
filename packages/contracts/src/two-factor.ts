import { z } from 'zod';
import { loginResultSchema } from './auth.ts';
import { envelope } from './envelope.ts';
import { resourceLinkSchema } from './errors.ts';
import { emailField, singleLineText, tokenText } from './fields.ts';
import { REQUIRED, tooLong } from './messages.ts';
import { currentPasswordField } from './profile.ts';
import {
  SECRET_ANSWER_MAX_LENGTH,
  SECRET_ANSWER_MIN_LENGTH,
  SECRET_QUESTION_IDS,
  SECRET_QUESTIONS_REQUIRED,
  TWO_FA_CODE_LENGTH,
  USER_2FA_STATES,
} from './two-factor-constants.ts';

/** Field messages of the server's checks (the web shows the spec's e_* toasts before sending). */
export const TwoFactorText = {
  codeFormat: `Enter the ${TWO_FA_CODE_LENGTH}-digit code from the authenticator app.`,
  answerTooShort: `Use at least ${SECRET_ANSWER_MIN_LENGTH} characters.`,
  answersDistinct: 'Give a different answer to each question.',
  questionsDistinct: 'Choose three different questions.',
  unknownQuestion: 'Choose a question from the list.',
  recoveryCodeFormat: 'Enter a recovery code as it was shown, such as 7KQ4-M2XD-9PWA.',
} as const;

/** Six digits, as typed (spec 02 §5: non-empty, digits only, exactly 6). */
export const verificationCodeField = singleLineText()
  .min(1, REQUIRED)
  .regex(new RegExp(`^\\d{${TWO_FA_CODE_LENGTH}}$`), TwoFactorText.codeFormat);

/** Trimmed (the hash is of the trimmed, case-folded answer), 2 to 100 characters. */
const answerField = singleLineText()
  .trim()
  .min(1, REQUIRED)
  .min(SECRET_ANSWER_MIN_LENGTH, TwoFactorText.answerTooShort)
  .max(SECRET_ANSWER_MAX_LENGTH, tooLong(SECRET_ANSWER_MAX_LENGTH));

export const secretQuestionIdSchema = z.enum(SECRET_QUESTION_IDS, { error: TwoFactorText.unknownQuestion });

const foldAnswer = (answer: string) => answer.trim().toLocaleLowerCase('en');

/** Spec 02 §3 "secretQuestions: exactly 3 items, each with question and answer" (question: its id). */
export const secretQuestionsSchema = z
  .array(z.strictObject({ question: secretQuestionIdSchema, answer: answerField }))
  .length(SECRET_QUESTIONS_REQUIRED)
  .superRefine((items, ctx) => {
    if (new Set(items.map((item) => item.question)).size !== items.length)
      ctx.addIssue({ code: 'custom', message: TwoFactorText.questionsDistinct });
    if (new Set(items.map((item) => foldAnswer(item.answer))).size !== items.length)
      ctx.addIssue({ code: 'custom', message: TwoFactorText.answersDistinct });
  });

/** Spec 02 §3 "Two-factor setup data": what TURN_ON_2FA saves, from My profile or at a sign-in. */
const setupFields = {
  sixDigitVerificationCode: verificationCodeField,
  secretQuestions: secretQuestionsSchema,
  /** An owner's "require two-factor for my team" in the current company; refused for others. */
  enforce2FA: z.boolean().default(false),
};
/** What both turn-ons save (the service's input, without the proof each asks for). */
export const twoFactorSetupSchema = z.strictObject(setupFields);
export type TwoFactorSetupRequest = z.input<typeof twoFactorSetupSchema>;

/**
 * My profile's turn-on also asks for the current password, as the email change does (issue 29 §3:
 * a stolen access token alone must not turn two-factor on). Optional here: an account made through
 * an identity provider has none, and the server says when one is missing.
 */
export const turnOnTwoFactorRequestSchema = z.strictObject({
  ...setupFields,
  currentPassword: currentPasswordField.optional(),
});
export type TurnOnTwoFactorRequest = z.input<typeof turnOnTwoFactorRequestSchema>;

/**
 * The 213 setup at sign-in: the setup data and the authorization key of that sign-in, which the
 * password (or identity) already earned: no password again.
 */
export const setupTwoFactorAtLoginRequestSchema = z.strictObject({
  ...setupFields,
  authorizationKey: tokenText(16, 256),
});
export type SetupTwoFactorAtLoginRequest = z.input<typeof setupTwoFactorAtLoginRequestSchema>;

/** The "This was not me" link of the turned-on notice: its single-use token. */
export const undoTwoFactorRequestSchema = z.strictObject({ token: tokenText(16, 256) });
export type UndoTwoFactorRequest = z.input<typeof undoTwoFactorRequestSchema>;

/** Ten codes shown once (beyond the spec), each usable once in the recovery modal. */
export const recoveryCodesSchema = z.array(z.string());
export const turnOnTwoFactorResponseSchema = envelope(z.object({ recoveryCodes: recoveryCodesSchema }));
/** At sign-in the setup also signs in: tokens as a password sign-in answers them. */
export const setupTwoFactorAtLoginResponseSchema = envelope(
  loginResultSchema.extend({ recoveryCodes: recoveryCodesSchema }),
);

export const user2faStateSchema = z.enum(USER_2FA_STATES);

/** Spec 02 §3 configure2faMetadata: the secret, and where the QR image and the turn-on go. */
export const configure2faMetadataSchema = z.object({
  twoFaSecret: z.string(),
  /** The otpauth:// address the QR image encodes (for apps that take a pasted link). */
  otpauthUrl: z.string(),
  actions: z.object({
    DOWNLOAD_QR_IMAGE: resourceLinkSchema,
    TURN_ON_2FA: resourceLinkSchema,
  }),
});
export type Configure2faMetadata = z.infer<typeof configure2faMetadataSchema>;

/** The current company's requirement: whether it is on, and whether this user may change it. */
export const twoFactorEnforcementSchema = z.object({
  companyName: z.string(),
  required: z.boolean(),
  /** The company's owner, with two-factor on (or turning it on now), may require it of the team. */
  canChange: z.boolean(),
  /** Another company of the user requires it (so it cannot be turned off). */
  requiredElsewhere: z.boolean(),
});

/** GET setup-metadata: the state and, while off, a fresh secret to set up with. */
export const twoFactorSetupMetadataSchema = z.object({
  user2faState: user2faStateSchema,
  /** Present while two-factor is off. */
  configure2faMetadata: configure2faMetadataSchema.nullable(),
  enforcement: twoFactorEnforcementSchema,
  /** While on: unused recovery codes left. */
  recoveryCodesLeft: z.number().int().nullable(),
  enabledAt: z.string().nullable(),
});
export type TwoFactorSetupMetadata = z.infer<typeof twoFactorSetupMetadataSchema>;
export const twoFactorSetupMetadataResponseSchema = envelope(twoFactorSetupMetadataSchema);

export const turnOffTwoFactorRequestSchema = z.strictObject({
  sixDigitVerificationCode: verificationCodeField,
});
export const twoFactorEnforcementRequestSchema = z.strictObject({ enforce2FA: z.boolean() });
export const twoFactorEnforcementResponseSchema = envelope(twoFactorEnforcementSchema);

export const twoFactorQrParamsSchema = z.strictObject({ token: tokenText(16, 2048) });

/** Spec 02 §3 "Recovery data": the user's three questions, and where the answers go. */
export const recoverUser2FASchema = z.object({
  secretQuestions: z.array(z.object({ id: z.string(), question: z.string() })),
  actions: z.object({ RECOVER_2FA: resourceLinkSchema }),
});
export type RecoverUser2FA = z.infer<typeof recoverUser2FASchema>;

/**
 * The `data` of a 212 (code needed): never tokens, only the key of this sign-in, where the code
 * goes, and the recovery questions. Answered only after the password (or identity) was right.
 */
export const twoFactorLoginDataSchema = z.object({
  authorizationKey: z.string(),
  /**
   * The account's email, which AUTHENTICATE_2FA's `userData` names: an OAuth or instant-link sign-in
   * never typed it, so the browser has it from here (the identity was already proven).
   */
  email: z.string(),
  expiresInSeconds: z.number().int(),
  actions: z.object({ AUTHENTICATE_2FA: resourceLinkSchema }),
  recoverUser2FA: recoverUser2FASchema,
});
export type TwoFactorLoginData = z.infer<typeof twoFactorLoginDataSchema>;

/** The `data` of a 213 (a company requires two-factor and the user has none): the setup, forced. */
export const twoFactorSetupDataSchema = z.object({
  authorizationKey: z.string(),
  expiresInSeconds: z.number().int(),
  enforce: z.literal(true),
  user2faState: user2faStateSchema,
  configure2faMetadata: configure2faMetadataSchema,
  /** The company (or the first of them) that requires it, to say why. */
  companyName: z.string(),
});
export type TwoFactorSetupData = z.infer<typeof twoFactorSetupDataSchema>;

/**
 * Spec 02 §3 "Login payload": `userData` (the sign-in's email and the code) and the key. After a
 * recovery the same key signs in once without a code.
 */
export const authenticateTwoFactorRequestSchema = z.strictObject({
  authorizationKey: tokenText(16, 256),
  userData: z.strictObject({
    email: emailField(),
    sixDigitVerificationCode: verificationCodeField.optional(),
    device_token: z.string().max(4096).optional(),
  }),
});
export type AuthenticateTwoFactorRequest = z.input<typeof authenticateTwoFactorRequestSchema>;

/** A recovery code as shown (XXXX-XXXX-XXXX); case and dashes do not matter. */
export const recoveryCodeField = singleLineText()
  .trim()
  .min(1, REQUIRED)
  .max(64)
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .refine((v) => /^[0-9A-Z]{12}$/.test(v), TwoFactorText.recoveryCodeFormat);

/** This browser's device token for the email (beyond the spec): its failures count apart. */
const deviceTokenField = z.string().max(4096).optional();

/** Spec 02 §3 recovery payload (`questions`), or, beyond the spec, one recovery code instead. */
export const recoverTwoFactorRequestSchema = z.union([
  z.strictObject({
    authorizationKey: tokenText(16, 256),
    device_token: deviceTokenField,
    questions: z
      .array(
        z.strictObject({
          questionId: secretQuestionIdSchema,
          // Spec 02 §5: the reset check asks only that each answer is filled in.
          answer: singleLineText().trim().min(1, REQUIRED).max(SECRET_ANSWER_MAX_LENGTH),
        }),
      )
      .length(SECRET_QUESTIONS_REQUIRED),
  }),
  z.strictObject({
    authorizationKey: tokenText(16, 256),
    device_token: deviceTokenField,
    recoveryCode: recoveryCodeField,
  }),
]);
export type RecoverTwoFactorRequest = z.input<typeof recoverTwoFactorRequestSchema>;
/** Two-factor is off once recovered: the client signs in with the key and asks for a new setup. */
export const recoverTwoFactorResponseSchema = envelope(z.object({ user2faState: user2faStateSchema }));
