/**
 * Contracts (issue 34): the company's contract templates (Settings → Contracts), the consent
 * disclosure, and a lead's or job's contracts with their signers and audit trail.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { multiLineText, requiredText } from '../fields.ts';
import { tooLong } from '../messages.ts';
import { CONTRACT_DISCLOSURE_MAX } from './disclosure.ts';
import { CONTRACT_LIMITS } from './limits.ts';

const at = z.iso.datetime({ offset: true });
const version = { updatedAt: at };
const html = multiLineText().max(CONTRACT_LIMITS.body, tooLong(CONTRACT_LIMITS.body));

export const contractIdParamsSchema = z.strictObject({ id: z.uuid() });

// ---- templates ----
export const contractTemplateRequestSchema = z.strictObject({
  name: requiredText(CONTRACT_LIMITS.name),
  body: html,
});
export type ContractTemplateRequest = z.input<typeof contractTemplateRequestSchema>;
export const updateContractTemplateRequestSchema = contractTemplateRequestSchema.extend(version);
export type UpdateContractTemplateRequest = z.input<typeof updateContractTemplateRequestSchema>;

export const contractTemplateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContractTemplateSummary = z.infer<typeof contractTemplateSummarySchema>;
export const contractTemplateSchema = contractTemplateSummarySchema.extend({ body: z.string() });
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;
export const contractTemplateResponseSchema = envelope(contractTemplateSchema);
export const contractTemplateListResponseSchema = envelope(
  z.object({ rows: z.array(contractTemplateSummarySchema) }),
);

// ---- the consent disclosure ----
export const contractSettingsSchema = z.object({
  disclosure: z.string(),
  /** True while the company keeps the default text. */
  isDefault: z.boolean(),
  /** The version to save on; null while the default is kept. */
  updatedAt: z.string().nullable(),
});
export type ContractSettings = z.infer<typeof contractSettingsSchema>;
export const contractSettingsResponseSchema = envelope(contractSettingsSchema);
export const updateContractSettingsRequestSchema = z.strictObject({
  /** The company's text; null goes back to the default. */
  disclosure: multiLineText()
    .trim()
    .min(1)
    .max(CONTRACT_DISCLOSURE_MAX, tooLong(CONTRACT_DISCLOSURE_MAX))
    .nullable(),
  updatedAt: at.nullable(),
});
export type UpdateContractSettingsRequest = z.input<typeof updateContractSettingsRequestSchema>;

// ---- preview ----
export const previewContractRequestSchema = z.strictObject({ jobId: z.uuid(), body: html });
export type PreviewContractRequest = z.input<typeof previewContractRequestSchema>;
export const previewContractResponseSchema = envelope(z.object({ html: z.string() }));

// ---- contracts ----
export const CONTRACT_STATUSES = ['draft', 'sent', 'sealing', 'completed', 'declined', 'voided'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_EVENT_KINDS = [
  'created',
  'sent',
  'opened',
  'viewed',
  'signed',
  'declined',
  'voided',
  'completed',
  'reminded',
  'sealed',
] as const;
export type ContractEventKind = (typeof CONTRACT_EVENT_KINDS)[number];
/** What each event is called in the audit trail: on the contract's page and in the sealed PDF. */
export const CONTRACT_EVENT_LABELS = {
  created: 'Created',
  sent: 'Sent',
  opened: 'Opened',
  viewed: 'Viewed',
  signed: 'Signed',
  declined: 'Declined',
  voided: 'Voided',
  completed: 'Completed',
  reminded: 'Reminder sent',
  sealed: 'Sealed',
} as const satisfies Record<ContractEventKind, string>;

export const createContractRequestSchema = z.strictObject({
  jobId: z.uuid(),
  /** The template to start from; none: an empty text. */
  templateId: z.uuid().nullable().default(null),
  /** Else the template's name, else "Contract". */
  title: requiredText(CONTRACT_LIMITS.title).optional(),
});
export type CreateContractRequest = z.input<typeof createContractRequestSchema>;

export const updateContractRequestSchema = z.strictObject({
  ...version,
  title: requiredText(CONTRACT_LIMITS.title),
  body: html,
});
export type UpdateContractRequest = z.input<typeof updateContractRequestSchema>;

export const signerChoiceSchema = z.discriminatedUnion('party', [
  z.strictObject({ party: z.literal('client'), clientId: z.uuid() }),
  z.strictObject({ party: z.literal('studio'), userId: z.uuid() }),
]);
export type SignerChoice = z.infer<typeof signerChoiceSchema>;
export const setContractSignersRequestSchema = z.strictObject({
  ...version,
  /** In signing order: the clients, then at most one member for the studio, last. */
  signers: z.array(signerChoiceSchema).max(CONTRACT_LIMITS.signers),
});
export type SetContractSignersRequest = z.input<typeof setContractSignersRequestSchema>;

export const contractVersionRequestSchema = z.strictObject(version);
export type ContractVersionRequest = z.input<typeof contractVersionRequestSchema>;
export const voidContractRequestSchema = z.strictObject({
  ...version,
  reason: requiredText(CONTRACT_LIMITS.reason),
});
export type VoidContractRequest = z.input<typeof voidContractRequestSchema>;

export const contractSignerSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  party: z.enum(['client', 'studio']),
  clientId: z.string().nullable(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(['pending', 'signed', 'declined']),
  signedAt: z.string().nullable(),
  signatureKind: z.enum(['typed', 'drawn']).nullable(),
  /** The typed name, or the drawing as a PNG data URL. */
  signatureData: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type ContractSigner = z.infer<typeof contractSignerSchema>;

export const contractEventSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_EVENT_KINDS),
  actorKind: z.enum(['studio', 'client', 'system']),
  actorName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type ContractEvent = z.infer<typeof contractEventSchema>;

export const contractSummarySchema = z.object({
  id: z.string(),
  jobId: z.string(),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  version: z.number().int(),
  signerCount: z.number().int(),
  signedCount: z.number().int(),
  sentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

/** Who may sign: the record's clients, and the members who may sign for the company (its owners). */
export const contractSignerOptionsSchema = z.object({
  clients: z.array(z.object({ id: z.string(), name: z.string(), email: z.string().nullable() })),
  members: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
});
export type ContractSignerOptions = z.infer<typeof contractSignerOptionsSchema>;

export const contractSchema = contractSummarySchema.extend({
  templateId: z.string().nullable(),
  body: z.string(),
  replacesId: z.string().nullable(),
  /** The draft that replaced this one, once it was edited after sending. */
  replacedById: z.string().nullable(),
  /** Frozen at send: the text with its fields filled in, its SHA-256 (hex), the disclosure. */
  renderedHtml: z.string().nullable(),
  bodySha256: z.string().nullable(),
  disclosure: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  sealedAt: z.string().nullable(),
  signers: z.array(contractSignerSchema),
  events: z.array(contractEventSchema),
  signerOptions: contractSignerOptionsSchema,
  /** What the studio may do now (the page shows these buttons alone). */
  actions: z.object({
    edit: z.boolean(),
    send: z.boolean(),
    remind: z.boolean(),
    void: z.boolean(),
    revise: z.boolean(),
    delete: z.boolean(),
    /** The studio's turn, and the viewer is the owner named to sign for it. */
    sign: z.boolean(),
  }),
});
export type Contract = z.infer<typeof contractSchema>;
export const contractResponseSchema = envelope(contractSchema);
export const sentContractResponseSchema = envelope(
  contractSchema.extend({ mailedTo: z.string().nullable() }),
);
