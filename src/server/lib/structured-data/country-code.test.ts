import { describe, expect, it } from 'vitest';
import { countryCode } from './country-code';

describe('countryCode', () => {
  it.each([
    ['United Kingdom', 'GB'],
    ['  united   kingdom ', 'GB'],
    ['UK', 'GB'],
    ['Great Britain', 'GB'],
    ['Scotland', 'GB'],
    ['Wales', 'GB'],
    ['France', 'FR'],
    ['The Netherlands', 'NL'],
    ['United States', 'US'],
  ])('turns %j, as a host types it, into the ISO 3166-1 alpha-2 code %s', (name, code) => {
    expect(countryCode(name)).toBe(code);
  });

  it.each([
    ['gb', 'GB'],
    ['IE', 'IE'],
    ['PRT', 'PT'],
  ])('keeps the code %j a code: %s', (name, code) => {
    expect(countryCode(name)).toBe(code);
  });

  it.each(['', 'Atlantis', 'XX'])('gives nothing for %j, which is not a country', (name) => {
    expect(countryCode(name)).toBeUndefined();
  });
});
