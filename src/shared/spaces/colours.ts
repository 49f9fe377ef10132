/** Spec 02 §3 and §9: brand colours, and keeping text on them readable (WCAG AA). */
export const DEFAULT_DARK = '#2D4A22';
export const DEFAULT_LIGHT = '#F0F7E8';
const HEX = /^#[0-9a-fA-F]{6}$/;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();
}

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(hex: string, with_: string, amount: number): string {
  const a = channels(hex);
  const b = channels(with_);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as [number, number, number]);
}

/** The secondary (light) colour made from the primary: a soft tint of it. */
export function secondaryFromPrimary(primary: string): string {
  return isHexColour(primary) ? mix(primary, '#FFFFFF', 0.88) : DEFAULT_LIGHT;
}

/**
 * The primary colour as it is used for text on the light colour: darkened in small steps until
 * the pair reaches `target` (4.5:1, WCAG AA for normal text). A pair that already passes is kept.
 */
export function readableDark(dark: string, light: string, target = 4.5): string {
  let shade = isHexColour(dark) ? dark.toUpperCase() : DEFAULT_DARK;
  for (let i = 0; i < 20 && contrastRatio(shade, light) < target; i++)
    shade = mix(shade, '#000000', 0.15);
  return shade;
}

/**
 * White or near-black, whichever reads better on a background; pure black for the mid-tones
 * (a bright red, say) where neither reaches 4.5:1 and black does. White or black always does.
 */
export function textOn(background: string): '#FFFFFF' | '#1C1917' | '#000000' {
  const white = contrastRatio('#FFFFFF', background);
  const ink = contrastRatio('#1C1917', background);
  if (Math.max(white, ink) >= 4.5) return white >= ink ? '#FFFFFF' : '#1C1917';
  return contrastRatio('#000000', background) > white ? '#000000' : '#FFFFFF';
}

/** The colours a personal space is painted with, every text pairing at least 4.5:1. */
export function brandTheme(dark: string | null | undefined, light: string | null | undefined) {
  const background = light && isHexColour(light) ? light.toUpperCase() : DEFAULT_LIGHT;
  let accent = readableDark(dark ?? DEFAULT_DARK, background);
  if (contrastRatio(accent, background) < 4.5) accent = textOn(background);
  return { background, accent, onAccent: textOn(accent) };
}

/** The light surfaces a space page's text sits on besides the brand tints: white cards, cream page. */
const PAGE_SURFACES = ['#FFFFFF', '#FBFAF6'] as const;

/** The web palette's colour variables a space page re-makes in its brand (see styles.css). */
export type BrandPaletteVariable =
  | '--color-forest-950'
  | '--color-forest-900'
  | '--color-forest-800'
  | '--color-forest-700'
  | '--color-forest-600'
  | '--color-sage-200'
  | '--color-sage-100'
  | '--color-sage-50';

/**
 * Kindred's own palette re-made from a space's primary colour, so that everything on the page
 * drawn in Kindred green (headings, tabs, buttons, event cards, focus rings) wears the brand
 * instead. The tints are the primary mixed with white, so they stay light whatever the colour;
 * the text shades are the primary darkened until they reach 4.5:1 on the darkest of those tints
 * and of the page's own surfaces, so every pairing the palette is used for (dark text on a light
 * surface, white text on a dark shade) is at least 4.5:1.
 */
export function brandPalette(
  dark: string | null | undefined,
): Record<BrandPaletteVariable, string> {
  const primary = dark && isHexColour(dark) ? dark.toUpperCase() : DEFAULT_DARK;
  const tint50 = mix(primary, '#FFFFFF', 0.92);
  const tint100 = mix(primary, '#FFFFFF', 0.85);
  const tint200 = mix(primary, '#FFFFFF', 0.72);
  const darkestSurface = [tint50, tint100, tint200, ...PAGE_SURFACES].reduce((a, b) =>
    luminance(b) < luminance(a) ? b : a,
  );
  const text = readableDark(primary, darkestSurface);
  return {
    '--color-forest-950': mix(text, '#000000', 0.45),
    '--color-forest-900': mix(text, '#000000', 0.3),
    '--color-forest-800': mix(text, '#000000', 0.12),
    '--color-forest-700': text,
    '--color-forest-600': text,
    '--color-sage-200': tint200,
    '--color-sage-100': tint100,
    '--color-sage-50': tint50,
  };
}
