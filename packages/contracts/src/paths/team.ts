/** The paths of endpoints/team.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const teamPaths = {
  // team and invitations
  getTeam: ['GET', '/api/company/team'],
  invite: ['POST', '/api/company/team/invitations'],
  revokeInvitation: ['DELETE', '/api/company/team/invitations/:id'],
  removeMember: ['DELETE', '/api/company/team/members/:userId'],
  getPublicInvitation: ['GET', '/api/public/invitations/:token'],
  invitationSignup: ['POST', '/api/public/invitations/:token/signup'],
  acceptInvitation: ['POST', '/api/user/invitations/:token/accept'],
} as const;
