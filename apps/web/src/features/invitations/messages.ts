/** Texts of the invitation page, /company/register/{token}. */
export const invitationMessages = {
  loading: 'Opening your invitation…',
  heading: (company: string) => `Join ${company}`,
  invitedBy: (inviter: string) => `${inviter} invited you to work with them in Focal.`,
  invitedAddress: (email: string) => `The invitation is for ${email}.`,
  accept: {
    intro: 'You are signed in with this address. Accept to start working in this company.',
    submit: 'Accept the invitation',
    doneTitle: 'Welcome to the team',
    done: (company: string) => `You have joined ${company}.`,
  },
  signIn: {
    intro: (email: string) =>
      `You already have a Focal account. Sign in as ${email} to accept the invitation.`,
    otherAccount: (current: string) => `You are signed in as ${current}.`,
    submit: 'Sign in to accept',
  },
  signup: {
    intro: 'Create your account to join. Your email address is already confirmed by this invitation.',
    email: 'Email',
    password: 'Password',
    submit: 'Create account and join',
  },
  failed: {
    heading: 'This invitation cannot be used',
    text: 'Please ask the studio owner to invite you again.',
    toLogin: 'Go to sign in',
    retry: 'Try again',
  },
} as const;
