import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import { chatDataResponseSchema } from '../support-chat.ts';

/** The support chat widget: offered only where the server configured it. */
export const supportChatEndpoints = {
  getChatData: endpoint(R.getChatData, {
    tags: ['basic'],
    access: 'company',
    description:
      "The chat widget's settings and the user and company data it is booted with (the INTERCOM link); 404 when the chat is off.",
    response: chatDataResponseSchema,
  }),
};
