import { z } from 'zod';
import { envelope } from './envelope.ts';
import { booleanQuery, emailField, multiLineText, optionalText, singleLineText } from './fields.ts';
import { tooLong } from './messages.ts';
import { customFieldValuesSchema } from './studio-lists.ts';
import { PAYMENT_METHODS } from './invoices/payments.ts';

/**
 * Clients: a person, a couple (two named contacts) or an organisation, with contacts, address,
 * notes, tags, lead source and the company's custom fields. Routes under /api/user/clients.
 */
export const CLIENT_KINDS = ['person', 'couple', 'organisation'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

export const CLIENT_NAME_MAX = 100;
export const CLIENT_ORGANISATION_MAX = 200;
export const CLIENT_PHONE_MAX = 40;
export const CLIENT_NOTES_MAX = 20_000;
export const CLIENT_CONTACTS_MAX = 10;
export const CLIENT_TAGS_MAX = 50;
export const CLIENT_TAG_MAX = 40;
export const CLIENT_LEAD_SOURCE_MAX = 100;
export const CLIENTS_PAGE_MAX = 100;
export const CLIENTS_BULK_MAX = 1_000;

export const CLIENT_TEXTS = {
  personName: 'Enter a first or last name.',
  coupleNames: 'A couple needs two contacts, each with a first or last name.',
  organisationName: "Enter the organisation's name.",
  tooManyTags: `Use at most ${CLIENT_TAGS_MAX} tags.`,
} as const;

/** Names are optional one by one ('' allowed); the kind's rule below says which must be filled. */
const nameText = (max: number) => singleLineText().trim().max(max, tooLong(max)).default('');
const optionalEmail = emailField()
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null))
  .transform((v) => v ?? null);

export const clientContactSchema = z.strictObject({
  firstName: nameText(CLIENT_NAME_MAX),
  lastName: nameText(CLIENT_NAME_MAX),
  email: optionalEmail,
  phone: optionalText(CLIENT_PHONE_MAX)
    .optional()
    .transform((v) => v ?? null),
});
export type ClientContact = z.output<typeof clientContactSchema>;

/** A postal address, each part optional; `placeId` when it was picked from the maps service. */
export const studioAddressSchema = z.strictObject({
  line1: optionalText(200).optional(),
  line2: optionalText(200).optional(),
  city: optionalText(100).optional(),
  region: optionalText(100).optional(),
  postalCode: optionalText(20).optional(),
  country: optionalText(100).optional(),
  placeId: optionalText(300).optional(),
});
export type StudioAddress = z.output<typeof studioAddressSchema>;

const tagText = singleLineText().trim().min(1).max(CLIENT_TAG_MAX, tooLong(CLIENT_TAG_MAX));
export const clientTagsSchema = z.array(tagText).max(CLIENT_TAGS_MAX, CLIENT_TEXTS.tooManyTags);

const clientFields = {
  kind: z.enum(CLIENT_KINDS),
  organisationName: optionalText(CLIENT_ORGANISATION_MAX).optional(),
  contacts: z.array(clientContactSchema).max(CLIENT_CONTACTS_MAX),
  address: studioAddressSchema.optional(),
  notes: multiLineText().max(CLIENT_NOTES_MAX, tooLong(CLIENT_NOTES_MAX)).optional(),
  tags: clientTagsSchema.optional(),
  leadSource: optionalText(CLIENT_LEAD_SOURCE_MAX).optional(),
  customFields: customFieldValuesSchema.optional(),
};

const named = (c: { firstName: string; lastName: string }) => c.firstName !== '' || c.lastName !== '';

/**
 * The kind's rule (a person needs a first or last name, a couple two named contacts, an
 * organisation a name), as field → message; the server checks an update's merged result with it.
 */
export function clientShapeProblems(client: {
  kind: ClientKind;
  organisationName?: string | null;
  contacts: { firstName: string; lastName: string }[];
}): Record<string, string> {
  const { kind, contacts } = client;
  if (kind === 'person' && !(contacts[0] && named(contacts[0])))
    return { 'contacts.0.firstName': CLIENT_TEXTS.personName };
  if (kind === 'couple' && !(contacts.length >= 2 && named(contacts[0]!) && named(contacts[1]!)))
    return { contacts: CLIENT_TEXTS.coupleNames };
  if (kind === 'organisation' && !client.organisationName)
    return { organisationName: CLIENT_TEXTS.organisationName };
  return {};
}

export const createClientRequestSchema = z.strictObject(clientFields).superRefine((client, ctx) => {
  for (const [path, message] of Object.entries(clientShapeProblems(client)))
    ctx.addIssue({ code: 'custom', path: path.split('.'), message });
});
export type CreateClientRequest = z.input<typeof createClientRequestSchema>;

/** A save sends only what changed, with the `updatedAt` it loaded (changed since: StaleVersion). */
export const updateClientRequestSchema = z
  .strictObject(clientFields)
  .partial()
  .extend({ updatedAt: z.iso.datetime({ offset: true }) });
export type UpdateClientRequest = z.input<typeof updateClientRequestSchema>;

export const clientSchema = z.object({
  id: z.string(),
  kind: z.enum(CLIENT_KINDS),
  organisationName: z.string().nullable(),
  contacts: z.array(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  ),
  displayName: z.string(),
  address: z.record(z.string(), z.string().nullable().optional()),
  notes: z.string(),
  tags: z.array(z.string()),
  leadSource: z.string().nullable(),
  customFields: z.record(z.string(), z.string()),
  openBalanceCents: z.number().int(),
  archivedAt: z.string().nullable(),
  /** Set when this client was merged into another (then archived). */
  mergedIntoId: z.string().nullable(),
  createdAt: z.string(),
  /** The version an update carries back. */
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;
export const clientResponseSchema = envelope(clientSchema);

export const clientIdParamsSchema = z.strictObject({ clientId: z.uuid() });

/** A row of the list: what a table shows (the primary contact's email and phone). */
export const clientRowSchema = clientSchema
  .pick({
    id: true,
    kind: true,
    displayName: true,
    tags: true,
    leadSource: true,
    openBalanceCents: true,
    archivedAt: true,
    mergedIntoId: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({ email: z.string().nullable(), phone: z.string().nullable() });
export type ClientRow = z.infer<typeof clientRowSchema>;

export const CLIENT_SORTS = ['name', 'created', 'updated'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
/** exclude (default): neither archived nor merged clients; only: the archived (merged among them). */
export const CLIENT_ARCHIVED_FILTERS = ['exclude', 'only', 'include'] as const;

/** The list's filters (also the export's). `q` searches as you type; with it, rows come best match first. */
export const clientFiltersSchema = z.strictObject({
  q: singleLineText().trim().max(100).optional(),
  tag: singleLineText().max(CLIENT_TAG_MAX).optional(),
  leadSource: singleLineText().max(CLIENT_LEAD_SOURCE_MAX).optional(),
  hasOpenBalance: booleanQuery().optional(),
  archived: z.enum(CLIENT_ARCHIVED_FILTERS).default('exclude'),
  sort: z.enum(CLIENT_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type ClientFilters = z.input<typeof clientFiltersSchema>;

export const listClientsQuerySchema = clientFiltersSchema.extend({
  limit: z.coerce.number().int().min(1).max(CLIENTS_PAGE_MAX).default(25),
  /** `nextCursor` of the previous page, with the same filters. */
  cursor: singleLineText().max(1000).optional(),
});
export type ListClientsQuery = z.input<typeof listClientsQuerySchema>;
export const listClientsResponseSchema = envelope(
  z.object({ rows: z.array(clientRowSchema), nextCursor: z.string().nullable() }),
);
export type ClientPage = z.infer<typeof listClientsResponseSchema>['data'];

/** The filters' choices: the company's tags and lead sources, with how many live clients carry each. */
export const clientFacetsResponseSchema = envelope(
  z.object({
    tags: z.array(z.object({ value: z.string(), count: z.number().int() })),
    leadSources: z.array(z.object({ value: z.string(), count: z.number().int() })),
  }),
);
export type ClientFacets = z.infer<typeof clientFacetsResponseSchema>['data'];

export const bulkTagClientsRequestSchema = z
  .strictObject({
    ids: z.array(z.uuid()).min(1).max(CLIENTS_BULK_MAX),
    add: z.array(tagText).max(CLIENT_TAGS_MAX).default([]),
    remove: z.array(tagText).max(CLIENT_TAGS_MAX).default([]),
  })
  .refine((b) => b.add.length + b.remove.length > 0, { path: ['add'], message: 'Add or remove a tag.' });
export type BulkTagClientsRequest = z.input<typeof bulkTagClientsRequestSchema>;
export const bulkTagClientsResponseSchema = envelope(z.object({ updated: z.number().int() }));

export const mergeClientsRequestSchema = z.strictObject({
  /** The client merged into the one of the path (then archived). */
  otherClientId: z.uuid(),
});
export type MergeClientsRequest = z.input<typeof mergeClientsRequestSchema>;

export const moveClientRequestSchema = z.strictObject({ companyId: z.uuid() });
export type MoveClientRequest = z.input<typeof moveClientRequestSchema>;
export const moveClientResponseSchema = envelope(
  z.object({ companyId: z.string(), movedJobIds: z.array(z.string()) }),
);

export const historyPageQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: singleLineText().max(1000).optional(),
});
export type HistoryPageQuery = z.input<typeof historyPageQuerySchema>;
const page = <T extends z.ZodType>(row: T) =>
  envelope(z.object({ rows: z.array(row), nextCursor: z.string().nullable() }));

export const clientJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  stage: z.enum(['lead', 'job']),
  status: z.enum(['active', 'completed', 'archived']),
  mainDate: z.string().nullable(),
  jobTypeId: z.string().nullable(),
  jobTypeName: z.string().nullable(),
  leadStageName: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientJob = z.infer<typeof clientJobSchema>;
export const clientJobsResponseSchema = page(clientJobSchema);

export const clientEmailSchema = z.object({
  id: z.string(),
  subject: z.string(),
  to: z.string(),
  /** queued, sent, bounced or failed. */
  status: z.enum(['queued', 'sent', 'bounced', 'failed']),
  createdAt: z.string(),
});
export type ClientEmail = z.infer<typeof clientEmailSchema>;
export const clientEmailsResponseSchema = page(clientEmailSchema);

export const clientActivitySchema = z.object({
  id: z.string(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  userId: z.string().nullable(),
  at: z.string(),
});
export type ClientActivity = z.infer<typeof clientActivitySchema>;
export const clientActivityResponseSchema = page(clientActivitySchema);

/**
 * The quotes and invoices of the client's leads and jobs, newest first (at most 100 of each), the
 * payments recorded from the client (newest received first, at most 100), and the client's credit:
 * what passed an invoice's balance and was not refunded.
 */
export const clientDocumentsResponseSchema = envelope(
  z.object({
    documents: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        title: z.string(),
        status: z.string(),
        /** Its last change (the list's order). */
        updatedAt: z.string(),
        /** The quote's number ("12") or the invoice's ("INV-0042"; null on a draft). */
        number: z.string().nullable(),
        jobId: z.string(),
        totalMinor: z.number().int(),
        currency: z.string(),
      }),
    ),
    payments: z.array(
      z.object({
        id: z.string(),
        amountCents: z.number().int(),
        currency: z.string(),
        /** The day it was received ('YYYY-MM-DD'). */
        paidAt: z.string(),
        invoiceId: z.string(),
        invoiceNumber: z.string(),
        method: z.enum(PAYMENT_METHODS),
        refundedCents: z.number().int(),
      }),
    ),
    /** Per currency: what the client's payments passed their invoices' balances by, less refunds of it. */
    credit: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
  }),
);

export * from './client-import.ts';
