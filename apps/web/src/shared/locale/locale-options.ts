import { COUNTRY_CODES } from '@focal/contracts/countries';

export type Option = { value: string; label: string };

const displayNames = (type: 'region' | 'currency') => {
  try {
    return new Intl.DisplayNames(['en'], { type });
  } catch {
    return null;
  }
};

// One collator for the whole sort (localeCompare with a locale sets one up per comparison), made at
// the first sort: made on import, it cost the prerendered /signup's first task 6-20 ms on a phone.
let collator: Intl.Collator | undefined;
const byLabel = (a: Option, b: Option) => (collator ??= new Intl.Collator('en')).compare(a.label, b.label);

export function countryOptions(): Option[] {
  const names = displayNames('region');
  return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort(byLabel);
}

export const supportedCurrencies = () => new Set(Intl.supportedValuesOf('currency'));

export function currencyOptions(): Option[] {
  const names = displayNames('currency');
  return [...supportedCurrencies()].map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} – ${name}` : code };
  });
}

// Temporal is in Chromium from 144 (and in Firefox); TypeScript 5.9's libraries do not declare it yet.
type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } };
let timeZone: string | undefined;
/**
 * Read once. Temporal answers at once; a first date format (the older way) sets up the browser's
 * date patterns, 15-55 ms of a desktop's main thread measured in Chromium, four times that on a
 * phone, in the /signup's first render.
 */
export const browserTimeZone = () =>
  (timeZone ??=
    (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.() ??
    Intl.DateTimeFormat().resolvedOptions().timeZone);

export function timeZoneOptions(): Option[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add(browserTimeZone());
  return [...zones].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** The region of the browser's language (en-GB → GB) when it is a country on our list. */
export function browserCountry(): string {
  const countries = new Set<string>(COUNTRY_CODES);
  for (const language of navigator.languages ?? [navigator.language]) {
    try {
      // A tag that names its region says it: maximize() (likely subtags, slow the first time on a
      // phone, during the sign-up's first render) only for a bare language (fr → FR).
      const locale = new Intl.Locale(language);
      const region = locale.region ?? locale.maximize().region;
      if (region && countries.has(region)) return region;
    } catch {
      // An unparseable language tag says nothing about the country.
    }
  }
  return '';
}
