import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

/**
 * Events keep their country as the host typed it ("United Kingdom", "UK", "France"); schema.org
 * and search engines want an ISO 3166-1 alpha-2 code. i18n-iso-countries knows every country's
 * English name and its common aliases; the four nations of the UK, which it does not list, are
 * added here since most of Kindred's events are in them.
 */
countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/en.json'));

const UK_NATIONS = new Set(['england', 'scotland', 'wales', 'northern ireland']);

/** The ISO 3166-1 alpha-2 code of a country name or code; undefined for what is none. */
export function countryCode(country: string): string | undefined {
  const name = country.trim().replace(/\s+/g, ' ');
  if (!name) return undefined;
  if (UK_NATIONS.has(name.toLowerCase())) return 'GB';
  const byName = countries.getAlpha2Code(name, 'en');
  if (byName) return byName;
  // A code already: alpha-2 ("gb") or alpha-3 ("GBR").
  if (/^[a-z]{2,3}$/i.test(name) && countries.isValid(name)) {
    return name.length === 2 ? name.toUpperCase() : countries.alpha3ToAlpha2(name.toUpperCase());
  }
  return undefined;
}
