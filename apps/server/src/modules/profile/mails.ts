import { linkMail } from '../../mail/templates.ts';
import { PasswordChangedMail as M } from './messages.ts';

/** Told after a password change; its one button leads to a reset, in case it was not the user. */
export const passwordChangedMail = linkMail(M.subject, M.intro, M.button, M.outro);
