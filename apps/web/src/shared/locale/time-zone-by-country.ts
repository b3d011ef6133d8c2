/**
 * The main time zone of countries that span several (the capital's, or the most populous region's);
 * where a zone has two names, the current one first. Every other country has one zone, which the
 * browser knows (Intl.Locale's time zones).
 */
const MAIN: Record<string, string> = {
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CY: 'Asia/Nicosia',
  DE: 'Europe/Berlin',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  FM: 'Pacific/Pohnpei|Pacific/Ponape',
  GL: 'America/Nuuk|America/Godthab',
  ID: 'Asia/Jakarta',
  KI: 'Pacific/Tarawa',
  KZ: 'Asia/Almaty',
  MH: 'Pacific/Majuro',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PS: 'Asia/Hebron',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv|Europe/Kiev',
  UM: 'Pacific/Wake',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
};

type LocaleWithZones = Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };

function zonesOf(country: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${country}`) as LocaleWithZones;
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}

/**
 * The country's time zone among `offered` (the select's options): the browser's own when it lies in
 * that country (a studio in Denver choosing the United States keeps Denver's), else the country's
 * main one; null when unknown.
 */
export function timeZoneForCountry(
  country: string,
  offered: ReadonlySet<string>,
  browserZone?: string,
): string | null {
  const zones = zonesOf(country);
  if (browserZone && offered.has(browserZone) && zones.includes(browserZone)) return browserZone;
  const candidates = MAIN[country]?.split('|') ?? (zones.length === 1 ? zones : []);
  return candidates.find((zone) => offered.has(zone)) ?? null;
}
