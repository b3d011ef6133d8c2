import { z } from 'zod';
import { NAME_MAX_LENGTH } from './auth.ts';
import { envelope } from './envelope.ts';
import { emailField, passwordField, requiredText, singleLineText } from './fields.ts';
import { REQUIRED } from './messages.ts';

/** Settings → My profile: the signed-in user as they see and change themselves. */
export const myProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** An address change waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
  /** False for an account made through an identity provider that never set one. */
  hasPassword: z.boolean(),
  /** The photo issue fills this; null until then. */
  photoUrl: z.string().nullable(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;
export const myProfileResponseSchema = envelope(myProfileSchema);

export const updateProfileRequestSchema = z.strictObject({
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

const currentPasswordField = singleLineText().min(1, REQUIRED).max(1024);

/** The new address gets a confirmation link (`/change/confirm/{token}`); the current password proves it is them. */
export const changeEmailRequestSchema = z.strictObject({
  email: emailField(),
  currentPassword: currentPasswordField.optional(),
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** Every other session of the user ends; this one keeps its tokens. */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: currentPasswordField,
  newPassword: passwordField,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
