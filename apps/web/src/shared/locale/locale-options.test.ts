import { afterEach, describe, expect, it, vi } from 'vitest';

// browserTimeZone reads once per page: each case loads the module afresh.
const load = async () => {
  vi.resetModules();
  return import('./locale-options');
};

describe('browserTimeZone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks Temporal where the browser has it, without setting up a date format', async () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Pacific/Auckland' } });
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const { browserTimeZone } = await load();
    expect(browserTimeZone()).toBe('Pacific/Auckland');
    expect(dateFormat).not.toHaveBeenCalled();
  });

  it('falls back to the date format’s zone where Temporal is missing', async () => {
    vi.stubGlobal('Temporal', undefined);
    const { browserTimeZone } = await load();
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('countryOptions', () => {
  it('sorts the countries by their English names, accents and all', async () => {
    const { countryOptions } = await load();
    const labels = countryOptions().map((option) => option.label);
    expect(labels.indexOf('Åland Islands')).toBeLessThan(labels.indexOf('Albania'));
    expect(labels.indexOf('Côte d’Ivoire')).toBeLessThan(labels.indexOf('Croatia'));
  });

  it('names every country we accept, once, as Intl names it in English, without asking Intl at run time', async () => {
    const { COUNTRY_CODES } = await import('@focal/contracts/countries');
    const displayNames = vi.spyOn(Intl, 'DisplayNames');
    const { countryOptions } = await load();
    const options = countryOptions();
    expect(displayNames).not.toHaveBeenCalled();
    displayNames.mockRestore();
    expect(options.map((o) => o.value).sort()).toEqual([...COUNTRY_CODES].sort());
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    const differing = options.filter((o) => o.label !== english.of(o.value));
    // The table was written from these names; a later ICU renaming a country or two is news, not a break.
    expect(differing.length).toBeLessThan(5);
    expect(options.find((o) => o.value === 'GB')?.label).toBe('United Kingdom');
  });

  it('names the currencies the browser knows from the table, and a code the table lacks by itself', async () => {
    const { currencyOptions } = await load();
    const supported = vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue(['EUR', 'GBP', 'XZZ']);
    const displayNames = vi.spyOn(Intl, 'DisplayNames');
    expect(currencyOptions()).toEqual([
      { value: 'EUR', label: 'EUR – Euro' },
      { value: 'GBP', label: 'GBP – British Pound' },
      { value: 'XZZ', label: 'XZZ' },
    ]);
    expect(displayNames).not.toHaveBeenCalled();
    supported.mockRestore();
    displayNames.mockRestore();
  });
});
