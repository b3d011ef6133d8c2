import { TERMS_REQUIRED } from '@focal/contracts/messages';
import { z } from 'zod';

/**
 * A request schema whose terms field a form can hold while unticked (the contract wants `true`).
 * Apart from the checkbox, so a page can show the checkbox before zod has loaded.
 */
export const withTermsCheckbox = <Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
) => schema.extend({ termsOfUseAccepted: z.boolean().refine((accepted) => accepted, TERMS_REQUIRED) });
