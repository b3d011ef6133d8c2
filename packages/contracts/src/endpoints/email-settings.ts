import { z } from 'zod';
import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import {
  customSmtpResponseSchema,
  emailNotificationsResponseSchema,
  emailProviderResponseSchema,
  emailSettingsLayoutResponseSchema,
  emailSignatureResponseSchema,
  replyDomainResponseSchema,
  saveCustomSmtpRequestSchema,
  saveEmailNotificationsRequestSchema,
  saveEmailSignatureRequestSchema,
  saveReplyDomainRequestSchema,
  setEmailProviderRequestSchema,
  signatureImageResponseSchema,
  smtpSpfResponseSchema,
} from '../email-settings.ts';

const settings = { tags: ['email-settings'], access: 'company' } as const;
const imageUpload = {
  ...settings,
  description:
    'Sets the signature image from a multipart upload (field `file`: PNG, JPEG, GIF or WebP, at most 1 MB), re-encoded; the old one removed.',
  consumes: ['multipart/form-data'],
  body: z.any().describe('multipart/form-data with the image in the field `file`'),
  response: signatureImageResponseSchema,
} as const;

/** Settings → Email settings of the current company. */
export const emailSettingsEndpoints = {
  getEmailSettingsLayout: endpoint(R.getEmailSettingsLayout, {
    ...settings,
    description: "The email settings page's sections, in order, each with the links it calls.",
    response: emailSettingsLayoutResponseSchema,
  }),
  getEmailProvider: endpoint(R.getEmailProvider, {
    ...settings,
    description: "How the studio's mail is sent now, and Focal's sender and reply-to in focal mode.",
    response: emailProviderResponseSchema,
  }),
  setEmailProvider: endpoint(R.setEmailProvider, {
    ...settings,
    description: 'Switches the sending mode (smtp needs tested SMTP settings, gmail a connected account).',
    body: setEmailProviderRequestSchema,
    response: emailProviderResponseSchema,
  }),
  getCustomSmtp: endpoint(R.getCustomSmtp, {
    ...settings,
    description: "The studio's own SMTP server settings (never the password).",
    response: customSmtpResponseSchema,
  }),
  saveCustomSmtp: endpoint(R.saveCustomSmtp, {
    ...settings,
    description:
      'Sends a test message through the SMTP server, then saves the settings and sends through it (only when it was delivered).',
    body: saveCustomSmtpRequestSchema,
    response: customSmtpResponseSchema,
  }),
  deleteCustomSmtp: endpoint(R.deleteCustomSmtp, {
    ...settings,
    description: "Removes the studio's SMTP settings; its mail goes through Focal's sender again.",
    response: customSmtpResponseSchema,
  }),
  getSmtpSpf: endpoint(R.getSmtpSpf, {
    ...settings,
    description:
      "Checks the sender domain's SPF record against the server that sends for the studio (RFC 7208).",
    response: smtpSpfResponseSchema,
  }),
  getReplyDomain: endpoint(R.getReplyDomain, {
    ...settings,
    description: "The studio's reply address on Focal's reply domain.",
    response: replyDomainResponseSchema,
  }),
  saveReplyDomain: endpoint(R.saveReplyDomain, {
    ...settings,
    description: 'Chooses the local part of the reply address (unique across studios).',
    body: saveReplyDomainRequestSchema,
    response: replyDomainResponseSchema,
  }),
  getEmailNotifications: endpoint(R.getEmailNotifications, {
    ...settings,
    description: 'Which studio events email the studio.',
    response: emailNotificationsResponseSchema,
  }),
  saveEmailNotifications: endpoint(R.saveEmailNotifications, {
    ...settings,
    description: 'Turns the events sent on or off; the others keep their setting.',
    body: saveEmailNotificationsRequestSchema,
    response: emailNotificationsResponseSchema,
  }),
  getEmailSignature: endpoint(R.getEmailSignature, {
    ...settings,
    description: 'The signature added to every studio email: its HTML and image.',
    response: emailSignatureResponseSchema,
  }),
  saveEmailSignature: endpoint(R.saveEmailSignature, {
    ...settings,
    description: "Saves the signature's HTML (sanitised: scripts, handlers and unsafe links removed).",
    body: saveEmailSignatureRequestSchema,
    response: emailSignatureResponseSchema,
  }),
  uploadSignatureImage: endpoint(R.uploadSignatureImage, imageUpload),
  uploadSignatureImageProtected: endpoint(R.uploadSignatureImageProtected, imageUpload),
  deleteSignatureImage: endpoint(R.deleteSignatureImage, {
    ...settings,
    description: 'Removes the signature image.',
    response: emailSignatureResponseSchema,
  }),
};
