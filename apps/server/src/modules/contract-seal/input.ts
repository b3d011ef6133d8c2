import { isMultiLineSafe } from '@focal/contracts';
import { isBase64Text } from '@focal/contracts/base64';
import { z } from 'zod';
import { checkSignaturePng } from './signature-png.ts';

/**
 * What a contract's seal is made from: the contracts module gives the final text, every signature
 * and the audit trail as they are stored. Every part is bounded here, before any work starts, so no
 * contract holds the sealing thread (issue 29's rule: no input holds the server).
 */
const SEAL_LIMITS = {
  /**
   * The contract's final HTML: the editor's (at most 200,000 characters, CONTRACT_LIMITS.body) with its
   * merge fields filled in, which may make it somewhat longer.
   */
  bodyChars: 400_000,
  titleChars: 300,
  signers: 10,
  events: 2_000,
  /** A company logo as a PNG or JPEG data URL (documentBrand's are a few dozen kB). */
  logoChars: 2_000_000,
  /** One field of a signer or an event (a name, an address, a user agent, a detail). */
  fieldChars: 1_000,
} as const;

// Control characters other than tab and newline draw nothing and hide what was signed (the
// contracts' own check, from the shared field schemas).
const text = (max: number) => z.string().max(max).refine(isMultiLineSafe, 'control characters');
const field = text(SEAL_LIMITS.fieldChars);
const optionalField = field.nullish();

const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'bytes');

const signature = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('typed'), text: text(200).refine((v) => v.trim() !== '', 'empty') }),
  z.object({
    kind: z.literal('drawn'),
    png: bytes.superRefine((png, ctx) => {
      const problem = checkSignaturePng(png);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  }),
]);

const signerSchema = z.object({
  name: field.min(1),
  email: optionalField,
  party: z.enum(['client', 'studio']),
  signedAt: z.date(),
  /** When the signer ticked the consent to sign electronically. */
  consentedAt: z.date().nullish(),
  ip: optionalField,
  userAgent: optionalField,
  signature,
});

const eventSchema = z.object({
  kind: text(64).min(1),
  at: z.date(),
  actorName: optionalField,
  actorEmail: optionalField,
  ip: optionalField,
  userAgent: optionalField,
  detail: optionalField,
});

const sealInputSchema = z.object({
  contract: z.object({
    id: text(100).min(1),
    title: text(SEAL_LIMITS.titleChars).min(1),
    bodyHtml: z.string().max(SEAL_LIMITS.bodyChars),
    companyName: field.min(1),
    companyLogo: z
      .string()
      .max(SEAL_LIMITS.logoChars)
      .refine((logo) => isBase64Text(logo, /^data:image\/(?:png|jpeg);base64,/), 'a PNG or JPEG data URL')
      .nullish(),
  }),
  signers: z.array(signerSchema).min(1).max(SEAL_LIMITS.signers),
  events: z.array(eventSchema).max(SEAL_LIMITS.events),
  /** When the seal is made (the PDF's dates, the signature's /M); default: now. */
  sealedAt: z.date().optional(),
});

export type SealInput = z.input<typeof sealInputSchema>;
/** The input once checked: what the sealing thread lays out. */
export type CheckedSealInput = z.output<typeof sealInputSchema>;

/** How a SealInputError's message starts: the sealing thread's errors cross as messages alone. */
export const SEAL_REFUSED = 'contract cannot be sealed:';

/** Input the seal refuses: sealing it again would fail the same way, so it is not retried. */
export class SealInputError extends Error {
  override name = 'SealInputError';
  constructor(reason: string) {
    super(`${SEAL_REFUSED} ${reason}`);
  }
}

/** The input, checked against SEAL_LIMITS; a SealInputError names the first fields that fail. */
export function checkSealInput(input: SealInput): CheckedSealInput {
  const parsed = sealInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ');
  throw new SealInputError(issues);
}
