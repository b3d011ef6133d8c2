/** Placeholder (part W2 replaces it): the SPF status under the custom SMTP form. */
export function SpfCheckPanel() {
  return null;
}
