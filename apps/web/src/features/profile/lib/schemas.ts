import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  updateProfileRequestSchema,
} from '@focal/contracts/profile';

/**
 * The forms' rules are the requests' own (loaded when the user starts on a form: lazy-zod-resolver).
 * With a password on the account, the address change asks for it as the server does.
 */
export const nameFormSchema = updateProfileRequestSchema;
export const emailWithPasswordSchema = changeEmailRequestSchema.required({ currentPassword: true });
export const emailWithoutPasswordSchema = changeEmailRequestSchema.omit({ currentPassword: true });
export const passwordFormSchema = changePasswordRequestSchema;
