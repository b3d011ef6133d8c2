/** What the support chat's answers say. */
export const SupportChatText = {
  offTitle: 'Not found',
  off: 'The support chat is not configured on this installation.',
} as const;
