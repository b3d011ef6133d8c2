import { systemNotificationInputSchema } from '@focal/contracts/system-notifications';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { delayMillis, fieldFor, type NotificationFormValues, toInput } from './form-values';

export const DELAY_REQUIRED = 'Enter the delay: a number of 0 or more';

type Tree = { [key: string]: Tree | { type: string; message: string } };

/** Puts `message` at a dotted path of the error tree (the first message for a field wins). */
function place(errors: Tree, path: string, message: string) {
  const keys = path.split('.');
  let node: Tree = errors;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Tree;
  const last = keys[keys.length - 1]!;
  const existing = node[last] as Tree | undefined;
  if (existing && 'message' in existing) return;
  node[last] = { ...existing, type: 'validate', message };
}

/**
 * The contract's own schema (the server's rules and texts) checks what the form would send: the
 * form's values become the API input first, and each issue's path finds its input again.
 */
export const notificationResolver: Resolver<NotificationFormValues> = (values) => {
  const errors: Tree = {};
  if (values.popupEnabled && values.popup.trigger === 'ON_DELAY' && Number.isNaN(delayMillis(values.popup))) {
    place(errors, 'popup.delayAmount', DELAY_REQUIRED);
  }
  const result = systemNotificationInputSchema.safeParse(toInput(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldFor(issue.path.join('.'));
      if (field) place(errors, field, issue.message);
    }
  }
  if (Object.keys(errors).length > 0) {
    return { values: {}, errors: errors as unknown as FieldErrors<NotificationFormValues> };
  }
  return { values, errors: {} };
};
