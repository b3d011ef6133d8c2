import { describe, expect, it } from 'vitest';
import { timeZoneForCountry } from './time-zone-by-country';

const offered = new Set(Intl.supportedValuesOf('timeZone'));

describe('the time zone a chosen country sets', () => {
  it("is the browser's own when it lies in that country, else the country's main one", () => {
    expect(timeZoneForCountry('US', offered, 'America/Denver')).toBe('America/Denver');
    expect(timeZoneForCountry('US', offered, 'Europe/London')).toBe('America/New_York');
    expect(timeZoneForCountry('GB', offered, 'America/Denver')).toBe('Europe/London');
    expect(timeZoneForCountry('AU', offered)).toBe('Australia/Sydney');
  });
});
