import type { ResourceLinks } from './templates-types';

/** Placeholder (part W2 replaces it): the email template list of the settings page. */
export function TemplatesSection(_props: { links?: ResourceLinks }) {
  return null;
}
