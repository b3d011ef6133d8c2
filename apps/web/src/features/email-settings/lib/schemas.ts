import { saveCustomSmtpRequestSchema } from '@focal/contracts/email-settings';
import { emailField } from '@focal/contracts/fields';
import { REQUIRED } from '@focal/contracts/messages';
import { z } from 'zod';

const PORT_INVALID = 'Enter a port from 1 to 65535.';

/**
 * The custom SMTP form: the request's own rules (contracts), with the port as the numeric input
 * gives it (null while empty) and the test recipient always there (it starts as the user's email).
 */
export const smtpFormSchema = saveCustomSmtpRequestSchema.extend({
  port: z.number({ error: REQUIRED }).int(PORT_INVALID).min(1, PORT_INVALID).max(65535, PORT_INVALID),
  testRecipient: emailField(),
});
export type SmtpFormValues = z.input<typeof smtpFormSchema>;
export type SmtpFormOutput = z.output<typeof smtpFormSchema>;
