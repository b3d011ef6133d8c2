import { z } from 'zod';
import { loginResultSchema } from './auth.ts';
import { planTierSchema, subscriptionStatusSchema } from './bootstrap.ts';
import { envelope } from './envelope.ts';
import { resourceLinkSchema } from './errors.ts';
import {
  emailField,
  passwordField,
  requiredText,
  scheduledMoment,
  singleLineText,
  tokenText,
} from './fields.ts';
import { billingPeriodSchema } from './subscription.ts';

/**
 * The console's account tools and administrators: search accounts, open one, disable or enable a
 * user, resend a confirmation, change a trial or plan, invite and disable administrators, read the
 * audit log. Lists are keyset-paginated: `nextCursor` is opaque, sent back as `after` (accounts) or
 * `before` (audit log); null on the last page.
 */

/** Three characters at least: a shorter word prefix matches a large share of all accounts; a uuid is matched exactly. */
export const ACCOUNT_SEARCH_MIN_LENGTH = 3;
export const ACCOUNT_SEARCH_TOO_SHORT = `Type at least ${ACCOUNT_SEARCH_MIN_LENGTH} characters, or an id`;

const cursorText = tokenText(1, 200);
const limit = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const adminSearchAccountsQuerySchema = z.strictObject({
  /** Part of an e-mail or full name, of a company's name or e-mail, or an exact user/company/account id. */
  q: singleLineText()
    .trim()
    .max(200)
    .refine((q) => q.length === 0 || q.length >= ACCOUNT_SEARCH_MIN_LENGTH, ACCOUNT_SEARCH_TOO_SHORT)
    .default(''),
  after: cursorText.optional(),
  limit: limit(100, 25),
});
export type AdminSearchAccountsQuery = z.input<typeof adminSearchAccountsQuerySchema>;

export const ACCOUNT_ROLES = ['OWNER', 'MEMBER', 'NONE'] as const;
export const adminAccountRoleSchema = z.enum(ACCOUNT_ROLES);

export const adminAccountSummarySchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** OWNER when the user owns a business account, MEMBER when only in others' companies. */
  role: adminAccountRoleSchema,
  /** At most five, the user's own first; `companyCount` is the whole number. */
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
  companyCount: z.number().int(),
  businessAccountId: z.string().nullable(),
  planTier: planTierSchema.nullable(),
  subscriptionStatus: subscriptionStatusSchema.nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminAccountSummary = z.infer<typeof adminAccountSummarySchema>;
export const adminSearchAccountsResponseSchema = envelope(
  z.object({ accounts: z.array(adminAccountSummarySchema), nextCursor: z.string().nullable() }),
);

export const adminUserIdParamsSchema = z.strictObject({ userId: z.uuid() });
export const adminIdParamsSchema = z.strictObject({ id: z.uuid() });

export const adminBusinessAccountSchema = z.object({
  id: z.string(),
  planTier: planTierSchema,
  status: subscriptionStatusSchema,
  billingPeriod: billingPeriodSchema,
  accessTill: z.string().nullable(),
});
export type AdminBusinessAccount = z.infer<typeof adminBusinessAccountSchema>;

/** What the console may do to this account now (server-driven: the page shows only these). */
export const ADMIN_ACCOUNT_ACTIONS = [
  'DISABLE',
  'ENABLE',
  'RESEND_CONFIRMATION',
  'EXTEND_TRIAL',
  'END_TRIAL',
  'CHANGE_PLAN',
] as const;
export type AdminAccountAction = (typeof ADMIN_ACCOUNT_ACTIONS)[number];

export const adminAccountDetailSchema = z.object({
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    confirmed: z.boolean(),
    disabled: z.boolean(),
    disabledAt: z.string().nullable(),
    createdAt: z.string(),
    country: z.string().nullable(),
    timeZone: z.string().nullable(),
  }),
  /** The business account the user owns, or null for a member only. */
  businessAccount: adminBusinessAccountSchema.nullable(),
  companies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(['owner', 'member']),
      memberCount: z.number().int(),
    }),
  ),
  /** The people in the companies this user owns (owner included), one row per company membership. */
  members: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      fullName: z.string(),
      companyId: z.string(),
      companyName: z.string(),
      role: z.enum(['owner', 'member']),
    }),
  ),
  /** The last 20 sessions (sign-ins), newest first. */
  sessions: z.array(z.object({ id: z.string(), createdAt: z.string(), revokedAt: z.string().nullable() })),
  /** The last 20 background tasks (imports and the like) in the user's companies, newest first. */
  backgroundTasks: z.array(
    z.object({ id: z.string(), kind: z.string(), state: z.string(), createdAt: z.string() }),
  ),
  actions: z.partialRecord(z.enum(ADMIN_ACCOUNT_ACTIONS), resourceLinkSchema),
});
export type AdminAccountDetail = z.infer<typeof adminAccountDetailSchema>;
export const adminAccountDetailResponseSchema = envelope(adminAccountDetailSchema);

export const adminUserStateResponseSchema = envelope(
  z.object({ userId: z.string(), disabled: z.boolean(), disabledAt: z.string().nullable() }),
);

const accessTillField = scheduledMoment();
/** EXTEND moves the trial's end (it stays trialing); END expires it now. Only while trialing. */
export const adminUpdateTrialRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('EXTEND'), accessTill: accessTillField }),
  z.strictObject({ action: z.literal('END') }),
]);
export type AdminUpdateTrialRequest = z.input<typeof adminUpdateTrialRequestSchema>;

export const adminChangePlanRequestSchema = z.strictObject({
  planTier: planTierSchema,
  status: subscriptionStatusSchema,
  accessTill: accessTillField.nullable(),
});
export type AdminChangePlanRequest = z.input<typeof adminChangePlanRequestSchema>;
export const adminBusinessAccountResponseSchema = envelope(adminBusinessAccountSchema);

/* Administrators */

export const adminSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  disabled: z.boolean(),
  createdAt: z.string(),
  /** DISABLE for an enabled administrator other than the caller. */
  actions: z.partialRecord(z.enum(['DISABLE']), resourceLinkSchema),
});
export type AdminAccount = z.infer<typeof adminSchema>;
export const adminInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export const adminListAdminsResponseSchema = envelope(
  z.object({
    admins: z.array(adminSchema),
    /** Invitations not yet accepted and not expired. */
    invitations: z.array(adminInvitationSchema),
  }),
);
export const adminInviteRequestSchema = z.strictObject({ email: emailField(), name: requiredText(100) });
export type AdminInviteRequest = z.input<typeof adminInviteRequestSchema>;
export const adminInviteResponseSchema = envelope(adminInvitationSchema);
export const adminResponseSchema = envelope(adminSchema);

export const adminInvitationTokenParamsSchema = z.strictObject({ token: tokenText(16, 256) });
/** The invitation page's greeting: whom the link was made for. */
export const adminInvitationPublicResponseSchema = envelope(
  z.object({ email: z.string(), name: z.string() }),
);
export const acceptAdminInvitationRequestSchema = z.strictObject({ password: passwordField });
/** The same token pair as the administrator sign-in. */
export const acceptAdminInvitationResponseSchema = envelope(loginResultSchema);

/* Audit log */

export const adminAuditLogQuerySchema = z.strictObject({
  adminId: z.uuid().optional(),
  action: tokenText(1, 64).optional(),
  targetKind: tokenText(1, 64).optional(),
  targetId: tokenText(1, 64).optional(),
  before: cursorText.optional(),
  limit: limit(100, 50),
});
export type AdminAuditLogQuery = z.input<typeof adminAuditLogQuerySchema>;
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  admin: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** Where the request came from; null for entries written before it was kept. */
  clientAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditLogResponseSchema = envelope(
  z.object({ entries: z.array(adminAuditEntrySchema), nextCursor: z.string().nullable() }),
);
