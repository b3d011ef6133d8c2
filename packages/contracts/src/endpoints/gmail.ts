import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import {
  gmailConnectionResponseSchema,
  gmailConnectRequestSchema,
  gmailSettingsRequestSchema,
} from '../gmail.ts';

const gmail = { tags: ['email-settings'], access: 'company' } as const;

/** Email settings → Gmail: the company sends its mail through its own Gmail account. */
export const gmailEndpoints = {
  getGmailConnection: endpoint(R.getGmailConnection, {
    ...gmail,
    description:
      "The company's Gmail connection and reply settings; when not connected, Google's sign-in address (a fresh state).",
    response: gmailConnectionResponseSchema,
  }),
  updateGmailSettings: endpoint(R.updateGmailSettings, {
    ...gmail,
    description: 'Changes the reply settings (receive replies, sender name) of the connected Gmail account.',
    body: gmailSettingsRequestSchema,
    response: gmailConnectionResponseSchema,
  }),
  connectGmail: endpoint(R.connectGmail, {
    ...gmail,
    description:
      "Completes Google's sign-in (code and state from the return address): the company sends through Gmail.",
    body: gmailConnectRequestSchema,
    response: gmailConnectionResponseSchema,
  }),
  disconnectGmail: endpoint(R.disconnectGmail, {
    ...gmail,
    description:
      "Disconnects Gmail: the token is revoked and forgotten; mail goes out through Focal's sender.",
    response: gmailConnectionResponseSchema,
  }),
  getGmailSettings: endpoint(R.getGmailSettings, {
    ...gmail,
    description: "The company's Gmail connection and reply settings as the page's Gmail section reads them.",
    response: gmailConnectionResponseSchema,
  }),
};
