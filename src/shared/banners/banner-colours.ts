import { keysOf } from '../keys-of';

/**
 * The colours a banner can wear (spec 01 §9: green by default). Each is a pale or dark
 * background with the one text colour used on it; the text, the links (the same colour,
 * underlined) and the focus ring are drawn in `text`, so every pairing is at least 4.5:1
 * (WCAG AA for normal text; `banner-colours.test.ts` holds it).
 */
export const BANNER_COLOURS = {
  green: { name: 'Green', background: '#F0F7E8', border: '#C5D9AD', text: '#1F3518' },
  blue: { name: 'Blue', background: '#E8F1FB', border: '#B9D1EE', text: '#0C3B6E' },
  yellow: { name: 'Yellow', background: '#FEF6D8', border: '#EBD68F', text: '#57400A' },
  red: { name: 'Red', background: '#FDECEC', border: '#F1BDBD', text: '#7F1D1D' },
  purple: { name: 'Purple', background: '#F3EDFB', border: '#D5C4F0', text: '#4C1D95' },
  grey: { name: 'Grey', background: '#F5F5F4', border: '#D6D3D1', text: '#1C1917' },
  forest: { name: 'Dark green', background: '#2D4A22', border: '#1F3518', text: '#FFFFFF' },
} as const;

export type BannerColour = keyof typeof BANNER_COLOURS;

export const BANNER_COLOUR_KEYS = keysOf(BANNER_COLOURS);

export const DEFAULT_BANNER_COLOUR: BannerColour = 'green';

/** A stored colour as shown: one no longer offered falls back to the default. */
export function knownBannerColour(stored: string): BannerColour {
  return Object.hasOwn(BANNER_COLOURS, stored) ? (stored as BannerColour) : DEFAULT_BANNER_COLOUR;
}
