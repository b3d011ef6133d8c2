import { EMAIL_TEMPLATE_NAME_MAX } from '@focal/contracts';

/**
 * A name no template of the company has (`taken` holds its names lower-cased): the wanted one, or
 * it numbered, "Copy of Invoice (2)", shortened so the number still fits the name's bound.
 */
export function freeName(wanted: string, taken: ReadonlySet<string>): string {
  const fit = (name: string, suffix = '') =>
    `${name.slice(0, EMAIL_TEMPLATE_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
  let name = fit(wanted);
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = fit(wanted, ` (${n})`);
  return name;
}
