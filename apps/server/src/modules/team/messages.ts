/** Texts of the team endpoints and the invitation mail. */
export const TeamText = {
  planLimitTitle: 'Plan limit reached',
  alreadyMemberTitle: 'Already a member',
  alreadyMember: (email: string, company: string) => `${email} is already a member of ${company}.`,
  invitationNotFound: 'This invitation',
  invitationUnknownTitle: 'This invitation link does not work',
  invitationUnknown:
    'This invitation link is not valid, or a newer invitation replaced it. Please open the link in the latest invitation email, or ask the studio owner to invite you again.',
  emailTaken: 'An account with this email already exists. Sign in to accept the invitation.',
  invitationGoneTitle: 'This invitation has expired',
  invitationGone:
    'This invitation has expired or was already used. Please ask the studio owner to invite you again.',
  wrongAccountTitle: 'This invitation is for someone else',
  wrongAccount: (email: string) =>
    `This invitation was sent to ${email}. Sign out and sign in as ${email} (or sign up with it) to accept it.`,
  memberNotFound: 'This team member',
  removeSelfTitle: 'You cannot remove yourself',
  removeSelf: 'You cannot remove yourself from the team. Ask another owner to do it.',
  removeOwnerTitle: 'Owners cannot be removed',
  removeOwner: 'The owner of a company cannot be removed from its team.',
} as const;

/** The invitation mail: the mail layout's greeting, paragraph, button and closing line. */
export const InvitationMailText = {
  subject: (inviter: string, company: string) => `${inviter} invited you to join ${company} on Focal`,
  greetingName: (firstName: string | undefined) => firstName ?? 'there',
  intro: (inviter: string, company: string) =>
    `${inviter} invited you to join the team of ${company} on Focal, the studio app for photographers.`,
  button: 'Accept the invitation',
  outro:
    'The link works once and expires in 7 days. If you did not expect this invitation, ignore this email.',
} as const;
