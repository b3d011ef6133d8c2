import { z } from 'zod';
import { ApiRoutes, fillPath } from './api-routes.ts';
import { NAME_MAX_LENGTH, tokenPairSchema } from './auth.ts';
import { envelope } from './envelope.ts';
import { resourceLinkSchema } from './errors.ts';
import { emailField, passwordField, requiredText, tokenText } from './fields.ts';
import { TERMS_REQUIRED } from './messages.ts';

/** Team members of the current company, and invitations (`/company/register/{token}`). */
export const TeamPaths = {
  team: ApiRoutes.getTeam.path,
  invitations: ApiRoutes.invite.path,
  invitation: (id: string) => fillPath(ApiRoutes.revokeInvitation.path, { id }),
  member: (userId: string) => fillPath(ApiRoutes.removeMember.path, { userId }),
  /** Public: what an invitation is for (no session needed). */
  publicInvitation: (token: string) => fillPath(ApiRoutes.getPublicInvitation.path, { token }),
  /** Public: a new user signs up through the invitation and is signed in. */
  invitationSignup: (token: string) => fillPath(ApiRoutes.invitationSignup.path, { token }),
  /** Signed in: the current user joins the invitation's company (and switches to it). */
  acceptInvitation: (token: string) => fillPath(ApiRoutes.acceptInvitation.path, { token }),
} as const;

export const TEAM_ROLES = ['owner', 'member'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const teamMemberSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  joinedAt: z.string(),
  /** REMOVE when the current user may remove this member. */
  actions: z.record(z.string(), resourceLinkSchema),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
  actions: z.record(z.string(), resourceLinkSchema),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(invitationSchema),
  /** Users (members plus pending invitations) against the plan's limit; null limit = unlimited. */
  usage: z.object({ users: z.number().int(), maxUsers: z.number().int().nullable() }),
  /** INVITE when the user may invite and the plan has room; UPGRADE_PLAN when it has none. */
  actions: z.record(z.string(), resourceLinkSchema),
});
export type Team = z.infer<typeof teamSchema>;
export const teamResponseSchema = envelope(teamSchema);

export const inviteRequestSchema = z.strictObject({ email: emailField() });
export const inviteResponseSchema = envelope(invitationSchema);

export const invitationTokenSchema = tokenText(16, 256);

export const publicInvitationSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  inviterName: z.string(),
  /** Whether an account with this email exists: sign in to accept, else sign up. */
  accountExists: z.boolean(),
});
export const publicInvitationResponseSchema = envelope(publicInvitationSchema);

export const invitationSignupRequestSchema = z.strictObject({
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  password: passwordField,
  termsOfUseAccepted: z.literal(true, { error: TERMS_REQUIRED }),
});
export type InvitationSignupRequest = z.input<typeof invitationSignupRequestSchema>;
export const invitationTokensResponseSchema = envelope(tokenPairSchema);
