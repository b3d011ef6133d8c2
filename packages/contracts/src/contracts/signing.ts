/**
 * Signing a contract (issue 34): in the client's portal, or by the owner for the studio. A signature
 * is typed (the name, shown in a script font) or drawn (a PNG from the signature pad), made after
 * ticking the consent to sign electronically, whose disclosure the signer read above it.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { isBase64Text } from '../base64.ts';
import { requiredText } from '../fields.ts';
import { portalCompanyParamsSchema, portalDocumentParamsSchema } from '../portal/api.ts';
import { CONTRACT_STATUSES } from './api.ts';
import { CONTRACT_LIMITS } from './limits.ts';

export const SIGNATURE_LIMITS = {
  typed: 200,
  /** A drawn signature as a PNG data URL (512 kB of PNG, in base64). */
  drawnChars: 700_000,
} as const;

export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

export const SIGNING_TEXTS = {
  consentNeeded: 'Tick the box to agree to sign electronically.',
  notAPng: 'Draw your signature again.',
} as const;

export const signatureSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('typed'), text: requiredText(SIGNATURE_LIMITS.typed) }),
  z.strictObject({
    kind: z.literal('drawn'),
    png: z
      .string()
      .max(SIGNATURE_LIMITS.drawnChars)
      .refine((png) => isBase64Text(png, PNG_DATA_URL_PREFIX), SIGNING_TEXTS.notAPng),
  }),
]);
export type SignatureInput = z.infer<typeof signatureSchema>;

/** The consent box: only `true` signs. */
const consent = z.literal(true, { error: SIGNING_TEXTS.consentNeeded });

export const signPortalContractRequestSchema = z.strictObject({ consent, signature: signatureSchema });
export type SignPortalContractRequest = z.input<typeof signPortalContractRequestSchema>;

export const signContractRequestSchema = z.strictObject({
  updatedAt: z.iso.datetime({ offset: true }),
  consent,
  signature: signatureSchema,
});
export type SignContractRequest = z.input<typeof signContractRequestSchema>;

export const declinePortalContractRequestSchema = z.strictObject({
  reason: requiredText(CONTRACT_LIMITS.reason),
});
export type DeclinePortalContractRequest = z.input<typeof declinePortalContractRequestSchema>;

export const portalContractParamsSchema = portalDocumentParamsSchema;
export const portalContractsParamsSchema = portalCompanyParamsSchema;

/** A contract as its client reads it: the text as sent, its hash, the disclosure, who signs and whose turn it is. */
export const portalContractSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  html: z.string(),
  sha256: z.string(),
  disclosure: z.string(),
  sentAt: z.string(),
  signers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      party: z.enum(['client', 'studio']),
      status: z.enum(['pending', 'signed', 'declined']),
      signedAt: z.string().nullable(),
      signatureKind: z.enum(['typed', 'drawn']).nullable(),
      signatureData: z.string().nullable(),
      isYou: z.boolean(),
    }),
  ),
  /** The client signs now: the contract waits for them, and everyone before them has signed. */
  yourTurn: z.boolean(),
  /** The sealed PDF is there to download. */
  sealed: z.boolean(),
});
export type PortalContract = z.infer<typeof portalContractSchema>;
export const portalContractResponseSchema = envelope(portalContractSchema);

/** The client's contracts on the portal's home: those they sign, sent or past, newest first. */
export const portalContractSummarySchema = portalContractSchema.pick({
  id: true,
  title: true,
  status: true,
  sentAt: true,
  yourTurn: true,
});
export type PortalContractSummary = z.infer<typeof portalContractSummarySchema>;
export const portalContractListResponseSchema = envelope(
  z.object({ rows: z.array(portalContractSummarySchema) }),
);
