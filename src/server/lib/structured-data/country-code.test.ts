import { describe, expect, it } from 'vitest';
import { countryCode } from './country-code';

describe('countryCode', () => {
  it('turns the names hosts type into ISO 3166-1 alpha-2 codes', () => {
    expect(countryCode('United Kingdom')).toBe('GB');
    expect(countryCode('  united   kingdom ')).toBe('GB');
    expect(countryCode('UK')).toBe('GB');
    expect(countryCode('Great Britain')).toBe('GB');
    expect(countryCode('Scotland')).toBe('GB');
    expect(countryCode('Wales')).toBe('GB');
    expect(countryCode('France')).toBe('FR');
    expect(countryCode('The Netherlands')).toBe('NL');
    expect(countryCode('United States')).toBe('US');
  });

  it('keeps codes as codes', () => {
    expect(countryCode('gb')).toBe('GB');
    expect(countryCode('IE')).toBe('IE');
    expect(countryCode('PRT')).toBe('PT');
  });

  it('gives nothing for what is not a country', () => {
    expect(countryCode('')).toBeUndefined();
    expect(countryCode('Atlantis')).toBeUndefined();
    expect(countryCode('XX')).toBeUndefined();
  });
});
