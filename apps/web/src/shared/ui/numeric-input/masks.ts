/**
 * The text masks of spec 02 §5 (IP address, CPF/CNPJ, e-mail shape, time): each says how typed text
 * is cleaned and shown, whether a step of typing is allowed, and when the value is whole. They are
 * the `format`/`removeFormatting`/`isAllowed` of react-number-format's NumberFormatBase.
 */
export type TextMask = 'ip' | 'cpf-cnpj' | 'email' | 'time';

type MaskRules = {
  /** The text as kept: what typing leaves once characters the mask cannot hold are dropped. */
  clean: (typed: string) => string;
  /** The text as shown for what `clean` kept. */
  format: (clean: string) => string;
  /** Whether the shown text may stand while typing (a refusal keeps the previous text). */
  allowed: (shown: string) => boolean;
  /** The value handed to onChange for the shown text. */
  value: (shown: string) => string;
  /** Whether the value is whole (forms check it before saving). */
  complete: (value: string) => boolean;
};

const digits = (text: string) => text.replace(/\D/g, '');
const identity = (text: string) => text;

/** Four parts of one to three digits, each at most 255; a fourth digit in a part starts the next. */
const ip: MaskRules = {
  clean: (typed) => {
    const parts: string[] = [];
    for (const part of typed.replace(/[^\d.]/g, '').split('.')) {
      let rest = part;
      do {
        parts.push(rest.slice(0, 3));
        rest = rest.slice(3);
      } while (rest.length > 0);
    }
    return parts.slice(0, 4).join('.');
  },
  format: identity,
  allowed: (shown) => shown.split('.').every((part) => part === '' || Number(part) <= 255),
  value: identity,
  complete: (value) =>
    /^(\d{1,3}\.){3}\d{1,3}$/.test(value) && value.split('.').every((p) => Number(p) <= 255),
};

/** CPF is 11 digits shown 000.000.000-00; CNPJ is 14 shown 00.000.000/0000-00. */
const formatCpfCnpj = (clean: string) => {
  const pattern = clean.length <= 11 ? '###.###.###-##' : '##.###.###/####-##';
  let shown = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= clean.length) break;
    shown += char === '#' ? clean[next++] : char;
  }
  return shown;
};
const cpfCnpj: MaskRules = {
  clean: (typed) => digits(typed).slice(0, 14),
  format: formatCpfCnpj,
  allowed: () => true,
  // The punctuation is presentation: the value is the digits.
  value: digits,
  complete: (value) => /^(\d{11}|\d{14})$/.test(value),
};

/** HH:mm on a 24-hour clock: hours at most 23, minutes at most 59. */
const time: MaskRules = {
  clean: (typed) => digits(typed).slice(0, 4),
  format: (clean) => (clean.length > 2 ? `${clean.slice(0, 2)}:${clean.slice(2)}` : clean),
  allowed: (shown) => {
    const [hours = '', minutes = ''] = shown.split(':');
    const fits = (part: string, first: number, whole: number) =>
      part === '' || (Number(part[0]) <= first && (part.length < 2 || Number(part) <= whole));
    return fits(hours, 2, 23) && fits(minutes, 5, 59);
  },
  value: identity,
  complete: (value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
};

/** The shape of an address: no spaces, one @; whole once there is a dot in the domain. */
const email: MaskRules = {
  clean: (typed) => typed.replace(/\s/g, ''),
  format: identity,
  allowed: (shown) => shown.split('@').length <= 2,
  value: identity,
  complete: (value) => /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/.test(value),
};

export const TEXT_MASKS: Record<TextMask, MaskRules> = { ip, 'cpf-cnpj': cpfCnpj, email, time };

/** Whether a text mask's value is whole: a form's check before it saves. */
export const isMaskComplete = (mask: TextMask, value: string | null | undefined) =>
  value != null && TEXT_MASKS[mask].complete(value);
