import {
  acceptAdminInvitationRequestSchema,
  acceptAdminInvitationResponseSchema,
  adminAccountDetailResponseSchema,
  adminAuditLogQuerySchema,
  adminAuditLogResponseSchema,
  adminBusinessAccountResponseSchema,
  adminChangePlanRequestSchema,
  adminIdParamsSchema,
  adminInvitationPublicResponseSchema,
  adminInvitationTokenParamsSchema,
  adminInviteRequestSchema,
  adminInviteResponseSchema,
  adminListAdminsResponseSchema,
  adminResponseSchema,
  adminSearchAccountsQuerySchema,
  adminSearchAccountsResponseSchema,
  adminUpdateTrialRequestSchema,
  adminUserIdParamsSchema,
  adminUserStateResponseSchema,
} from '../admin-console.ts';
import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';

const admin = { tags: ['admin'], access: 'admin' } as const;

/** The console's account tools, administrators and audit log. */
export const adminConsoleEndpoints = {
  adminSearchAccounts: endpoint(R.adminSearchAccounts, {
    ...admin,
    description:
      "Users found by part of their e-mail or name, their companies' name or e-mail, or an exact id; newest first, keyset-paginated.",
    query: adminSearchAccountsQuerySchema,
    response: adminSearchAccountsResponseSchema,
  }),
  adminGetAccount: endpoint(R.adminGetAccount, {
    ...admin,
    description:
      'One user: its business account and plan, companies, members, recent sign-ins, background tasks and the actions offered.',
    params: adminUserIdParamsSchema,
    response: adminAccountDetailResponseSchema,
  }),
  adminDisableUser: endpoint(R.adminDisableUser, {
    ...admin,
    description: 'Disables a user: every session ends at once and no sign-in is accepted.',
    params: adminUserIdParamsSchema,
    response: adminUserStateResponseSchema,
  }),
  adminEnableUser: endpoint(R.adminEnableUser, {
    ...admin,
    description: 'Enables a disabled user again.',
    params: adminUserIdParamsSchema,
    response: adminUserStateResponseSchema,
  }),
  adminResendConfirmation: endpoint(R.adminResendConfirmation, {
    ...admin,
    description: 'Sends the sign-up confirmation mail again to a user who has not confirmed.',
    params: adminUserIdParamsSchema,
    response: emptyDataSchema,
  }),
  adminUpdateTrial: endpoint(R.adminUpdateTrial, {
    ...admin,
    description: "Extends a business account's trial to a new end, or ends it now.",
    params: adminIdParamsSchema,
    body: adminUpdateTrialRequestSchema,
    response: adminBusinessAccountResponseSchema,
  }),
  adminChangePlan: endpoint(R.adminChangePlan, {
    ...admin,
    description: "Sets a business account's plan tier, status and end (no payment provider involved).",
    params: adminIdParamsSchema,
    body: adminChangePlanRequestSchema,
    response: adminBusinessAccountResponseSchema,
  }),
  adminListAdmins: endpoint(R.adminListAdmins, {
    ...admin,
    description: 'Every administrator and the invitations not yet accepted.',
    response: adminListAdminsResponseSchema,
  }),
  adminInviteAdmin: endpoint(R.adminInviteAdmin, {
    ...admin,
    description: 'Invites an administrator by mail (a single-use link valid 7 days).',
    body: adminInviteRequestSchema,
    response: adminInviteResponseSchema,
  }),
  adminDisableAdmin: endpoint(R.adminDisableAdmin, {
    ...admin,
    description: 'Disables another administrator and ends its sessions.',
    params: adminIdParamsSchema,
    response: adminResponseSchema,
  }),
  getAdminInvitation: endpoint(R.getAdminInvitation, {
    tags: ['admin'],
    access: 'public',
    description: 'Whom an administrator invitation link was made for (while it is valid).',
    params: adminInvitationTokenParamsSchema,
    response: adminInvitationPublicResponseSchema,
  }),
  acceptAdminInvitation: endpoint(R.acceptAdminInvitation, {
    tags: ['admin'],
    access: 'public',
    description: 'Accepts an administrator invitation with a password and signs the new administrator in.',
    params: adminInvitationTokenParamsSchema,
    body: acceptAdminInvitationRequestSchema,
    response: acceptAdminInvitationResponseSchema,
  }),
  adminListAuditLog: endpoint(R.adminListAuditLog, {
    ...admin,
    description: "Administrators' actions, newest first, filtered by administrator, action or target.",
    query: adminAuditLogQuerySchema,
    response: adminAuditLogResponseSchema,
  }),
};
