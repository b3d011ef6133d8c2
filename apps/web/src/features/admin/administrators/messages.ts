export const administratorsMessages = {
  title: 'Administrators',
  description: 'Who runs this Focal installation. Invitations are valid 7 days.',
  invite: 'Invite an administrator',
  loading: 'Loading the administrators…',
  tableLabel: 'Administrators',
  invitationsLabel: 'Pending invitations',
  columns: { name: 'Name', email: 'Email', since: 'Since', status: 'Status', expires: 'Expires' },
  active: 'Active',
  disabled: 'Disabled',
  disable: 'Disable',
  disableTitle: (name: string) => `Disable ${name}?`,
  disableText: (email: string) => `${email} is signed out of the console at once and cannot sign in again.`,
  disabledDone: (name: string) => `${name} is disabled.`,
  noInvitations: 'No pending invitations.',
  inviteTitle: 'Invite an administrator',
  name: 'Name',
  email: 'Email',
  send: 'Send the invitation',
  invited: (email: string) => `The invitation is on its way to ${email}.`,
} as const;

export const invitationMessages = {
  heading: 'Join the Focal administrators',
  loading: 'Opening the invitation…',
  intro: (name: string, email: string) =>
    `${name}, choose a password for ${email}. You will use it at the administrator sign-in.`,
  password: 'Password',
  submit: 'Set the password and open the console',
  invalidTitle: 'This invitation cannot be used',
  signIn: 'Go to the administrator sign-in',
} as const;
