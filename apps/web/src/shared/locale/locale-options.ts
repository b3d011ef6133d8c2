import { COUNTRY_CODES } from '@focal/contracts/countries';
import { COUNTRY_NAMES, CURRENCY_NAMES } from './locale-names';

export type Option = { value: string; label: string };

/** The countries by their English names (a table: see locale-names.ts). */
export const countryOptions = (): Option[] => COUNTRY_NAMES.map(([value, label]) => ({ value, label }));

export const supportedCurrencies = () => new Set(Intl.supportedValuesOf('currency'));

export function currencyOptions(): Option[] {
  return [...supportedCurrencies()].map((code) => {
    const name = CURRENCY_NAMES[code];
    return { value: code, label: name ? `${code} – ${name}` : code };
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
