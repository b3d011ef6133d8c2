import { signupRequestSchema } from '@focal/contracts/auth';
import { withTermsCheckbox } from '../../../shared/ui/terms-schema';

/** The sign-up form's schema: its own chunk, loaded when the user starts on the form (signup-form.tsx). */
export const signupFormSchema = withTermsCheckbox(signupRequestSchema);
