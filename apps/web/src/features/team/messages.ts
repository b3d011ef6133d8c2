import type { TeamRole } from '@focal/contracts/team';

/** Texts of the team page (settings → Team). */
export const teamMessages = {
  title: 'Team',
  description: (company: string) => `The people who work in ${company} with you.`,
  usage: (users: number, maxUsers: number | null) =>
    maxUsers === null
      ? `${users} ${users === 1 ? 'user' : 'users'} (no limit on your plan)`
      : `${users} of ${maxUsers} users`,
  usageNote: 'Members and pending invitations across your companies count as users.',
  loading: 'Loading your team…',
  loadFailedTitle: 'The team could not be loaded',
  retry: 'Try again',
  members: {
    heading: 'Members',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    joined: 'Joined',
    actions: 'Actions',
    empty: 'Nobody works in this company yet.',
    roles: { owner: 'Owner', member: 'Team member' } satisfies Record<TeamRole, string>,
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name}`,
  },
  invitations: {
    heading: 'Pending invitations',
    email: 'Email',
    sent: 'Sent',
    expires: 'Expires',
    actions: 'Actions',
    empty: 'No invitations are waiting for an answer.',
    revoke: 'Revoke',
    revokeLabel: (email: string) => `Revoke the invitation to ${email}`,
    revoked: (email: string) => `The invitation to ${email} was revoked.`,
    readMail: 'Read the mail',
    // Starts with the visible words, so speech control ('click Read the mail') finds it (WCAG 2.5.3).
    readMailLabel: (email: string) => `Read the mail to ${email}: the invitation you sent`,
  },
  invite: {
    heading: 'Invite a team member',
    intro: 'They get an email with a link to join this company.',
    email: 'Email',
    submit: 'Send invitation',
    sentTitle: 'Invitation sent',
    sent: (email: string) => `We emailed an invitation to ${email}.`,
  },
  remove: {
    title: (name: string) => `Remove ${name}?`,
    text: (name: string, email: string, company: string) =>
      `${name} (${email}) will no longer be able to work in ${company}. They lose access at once; you can invite them again later.`,
    confirm: (name: string) => `Remove ${name}`,
    cancel: 'Cancel',
    close: 'Close',
    done: (name: string) => `${name} was removed from the team.`,
  },
} as const;
