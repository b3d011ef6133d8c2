export const devMailMessages = {
  heading: 'Development mail',
  intro: 'This server has no mail server configured, so it shows here the email this link was made for.',
  to: (to: string) => `To ${to}`,
  links: 'Links in this message',
  noLinks: 'This message has no links.',
  frameTitle: (subject: string) => `Message: ${subject}`,
  loading: 'Loading the message',
  off: 'The development mail viewer is off: this server sends real email.',
  needAccess: 'Open this page from the link on the sign-up confirmation page or the team page.',
  unavailable:
    'This link no longer shows a message: the invitation was revoked or sent again, or the link expired.',
  failed: 'The message could not be loaded.',
} as const;
