/** The paths of endpoints/support-chat.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const supportChatPaths = {
  // support chat
  getChatData: ['GET', '/api/user/support-chat'],
} as const;
