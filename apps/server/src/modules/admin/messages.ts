/** Texts the console's account and administrator routes answer with. */
export const AdminText = {
  user: 'That user',
  businessAccount: 'That business account',
  admin: 'That administrator',
  alreadyConfirmedTitle: 'Already confirmed',
  alreadyConfirmed: 'This user has already confirmed their email address: there is nothing to resend.',
  notTrialingTitle: 'Not on a trial',
  notTrialing: 'This account is not on a trial any more: change its plan instead.',
  checkFormTitle: 'Please check the form',
  trialEndInPast: 'Choose an end in the future.',
  disableSelfTitle: 'Not yourself',
  disableSelf: 'You cannot disable your own administrator account. Ask another administrator.',
  adminExistsTitle: 'Already an administrator',
  adminExists: 'An administrator with this email already exists.',
  invitationTitle: 'This invitation does not work',
  invitation: 'This invitation link is not valid, has expired or was already used. Ask for a new one.',
} as const;

/** The administrator invitation mail (linkMail's four parts). */
export const AdminInvitationMail = {
  subject: 'You are invited to administer Focal',
  intro: (inviter: string) =>
    `${inviter} invited you to become a Focal administrator. Choose a password to open the console.`,
  button: 'Accept the invitation',
  outro: 'The link works once and expires in 7 days. If you did not expect it, ignore this email.',
} as const;
