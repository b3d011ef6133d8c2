import { z } from 'zod';
import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';
import {
  invitationSignupRequestSchema,
  invitationTokenSchema,
  invitationTokensResponseSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  publicInvitationResponseSchema,
  teamResponseSchema,
} from '../team.ts';

const team = { tags: ['team'], access: 'company' } as const;
const tokenParams = z.object({ token: invitationTokenSchema });

export const teamEndpoints = {
  getTeam: endpoint(R.getTeam, {
    ...team,
    description: "The current company's members and pending invitations.",
    response: teamResponseSchema,
  }),
  invite: endpoint(R.invite, {
    ...team,
    description: 'Invites an email address into the current company.',
    body: inviteRequestSchema,
    response: inviteResponseSchema,
  }),
  revokeInvitation: endpoint(R.revokeInvitation, {
    ...team,
    description: 'Revokes a pending invitation.',
    params: z.object({ id: z.uuid() }),
    response: emptyDataSchema,
  }),
  removeMember: endpoint(R.removeMember, {
    ...team,
    description: 'Removes a member from the current company.',
    params: z.object({ userId: z.uuid() }),
    response: emptyDataSchema,
  }),
  getPublicInvitation: endpoint(R.getPublicInvitation, {
    ...team,
    access: 'public',
    description: 'What an invitation is for (no session needed).',
    params: tokenParams,
    response: publicInvitationResponseSchema,
  }),
  invitationSignup: endpoint(R.invitationSignup, {
    ...team,
    access: 'public',
    description: 'A new user signs up through an invitation and is signed in.',
    params: tokenParams,
    body: invitationSignupRequestSchema,
    response: invitationTokensResponseSchema,
  }),
  acceptInvitation: endpoint(R.acceptInvitation, {
    ...team,
    access: 'user',
    description: "The signed-in user joins the invitation's company and switches to it.",
    params: tokenParams,
    response: invitationTokensResponseSchema,
  }),
};
