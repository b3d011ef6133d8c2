import { z } from 'zod';
import { NAME_MAX_LENGTH } from './auth.ts';
import { envelope } from './envelope.ts';
import { emailField, passwordField, requiredText, singleLineText } from './fields.ts';
import { REQUIRED } from './messages.ts';
import { isBase64Text } from './base64.ts';
import { PHOTO_BASE64_MAX_LENGTH } from './photo-constants.ts';

/** Settings → My profile: the signed-in user as they see and change themselves. */
export const myProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** An address change waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
  /** False for an account made through an identity provider that never set one. */
  hasPassword: z.boolean(),
  /** The address of the user's photo (an 80×80 PNG), or null without one. */
  photoUrl: z.string().nullable(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;
export const myProfileResponseSchema = envelope(myProfileSchema);

export const updateProfileRequestSchema = z.strictObject({
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** The account's current password, proving it is the user at the keyboard (also two-factor's turn-on). */
export const currentPasswordField = singleLineText().min(1, REQUIRED).max(1024);

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

const DATA_URL_PREFIX = /^data:image\/[a-z0-9.+-]{1,40};base64,/;

/**
 * Spec 02 §3 "Photo upload": the cropped image as base64 text, bare or as a data URL
 * (`data:image/png;base64,…`). The server never trusts it: it decodes and re-encodes the picture.
 */
export const uploadPhotoRequestSchema = z.strictObject({
  image: z
    .string()
    .min(1, REQUIRED)
    .max(PHOTO_BASE64_MAX_LENGTH)
    .refine((image) => isBase64Text(image, DATA_URL_PREFIX, true), 'This is not an image in base64.'),
});
export type UploadPhotoRequest = z.input<typeof uploadPhotoRequestSchema>;
/** Spec 02 §3: the answer's data.PHOTO_URL is the new photo's address. */
export const uploadPhotoResponseSchema = envelope(z.object({ PHOTO_URL: z.string() }));
