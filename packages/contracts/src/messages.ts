/** Validation texts shared by the forms and the server, word for word from the spec (01 §5). */
export const REQUIRED = 'This field is required. Please fill in.';
export const INVALID_EMAIL =
  "This email address is not valid. Please include '@' and '.' in the email address.";
export const TERMS_REQUIRED = 'Please indicate that you accept the terms of use and privacy policy.';
export const PASSWORDS_DIFFER = 'The passwords do not match.';
export const passwordTooShort = (min: number) => `Use at least ${min} characters.`;
export const passwordTooLong = (max: number) => `Use at most ${max} characters.`;
export const PASSWORD_TOO_COMMON =
  'This password is one of the most common and easy to guess. Please choose another.';
export const tooLong = (max: number) => `Use at most ${max} characters.`;
export const INVALID_COUNTRY = 'Choose a country from the list.';
export const INVALID_CURRENCY = 'Choose a currency from the list.';
export const INVALID_TIME_ZONE = 'Choose a time zone from the list.';
/** Not in the spec: a control character (NUL, a line break in a one-line field) was sent. */
export const INVALID_CHARACTERS = 'This field contains characters that are not allowed.';
/** Not in the spec: a JSON body nested deeper than any form of ours (64 levels) was sent. */
export const NESTED_TOO_DEEP = 'This field is nested too deeply: at most 64 levels of lists and objects.';
export const INVALID_WEB_ADDRESS = 'Enter a web address that starts with http:// or https://.';
