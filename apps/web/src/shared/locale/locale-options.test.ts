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
});
