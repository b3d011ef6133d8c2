import type { UnsafeHtmlPart } from '../../lib/email-html.ts';

/** Texts of the email template endpoints. */
export const TemplateText = {
  notFound: 'This email template',
  invalidTitle: 'Check the template',
  invalid: (count: number) =>
    count === 1 ? 'The template has a problem: see below.' : `The template has ${count} problems: see below.`,
  nameTakenTitle: 'Name already used',
  nameTaken: (name: string) => `A template named "${name}" already exists. Choose another name.`,
  staleTitle: 'The template changed',
  stale: 'Someone saved this template after you opened it. Reload it to see their changes, then edit again.',
  copyOf: (name: string) => `Copy of ${name}`,
  unsafe: (part: UnsafeHtmlPart) => `Unsafe HTML: ${UNSAFE[part.kind](part.what)}`,
} as const;

const UNSAFE: Record<UnsafeHtmlPart['kind'], (what: string) => string> = {
  tag: (what) => `${what} is not allowed in an email`,
  attribute: (what) => `the attribute ${what} is not allowed`,
  link: (what) => `the link "${what}" is not allowed (web or mailto addresses only)`,
  image: (what) => `the image "${what}" is not allowed (https or uploaded images only)`,
  style: (what) => `the style ${what} is not allowed (only text alignment)`,
};
