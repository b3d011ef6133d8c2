import { formatMoment } from '../../lib/format';

type Texts = {
  always: string;
  from: (from: string) => string;
  until: (till: string) => string;
  between: (from: string, till: string) => string;
};

/** A schedule's window on the administrator's own clock; a missing bound is open. */
export function formatWindow(from: string | null, till: string | null, texts: Texts): string {
  if (from && till) return texts.between(formatMoment(from), formatMoment(till));
  if (from) return texts.from(formatMoment(from));
  if (till) return texts.until(formatMoment(till));
  return texts.always;
}
