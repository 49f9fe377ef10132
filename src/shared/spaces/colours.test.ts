import { describe, expect, it } from 'vitest';
import { brandPalette, brandTheme, contrastRatio, DEFAULT_DARK } from './colours';

/** Every colour whose channels are 0, 51, 102, 153, 204 or 255: 216 colours, pale to dark. */
function colourGrid(): string[] {
  const steps = [0, 51, 102, 153, 204, 255];
  const hex = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();
  return steps.flatMap((r) =>
    steps.flatMap((g) => steps.map((b) => `#${hex(r)}${hex(g)}${hex(b)}`)),
  );
}

const TEXT_SHADES = [
  '--color-forest-950',
  '--color-forest-900',
  '--color-forest-800',
  '--color-forest-700',
  '--color-forest-600',
] as const;
const TINTS = ['--color-sage-200', '--color-sage-100', '--color-sage-50'] as const;
// The web palette's white cards and cream page.
const PAGE_SURFACES = ['#FFFFFF', '#FBFAF6'];

describe('a space page in its brand (spec 02 §3, WCAG 2.2 AA)', () => {
  it('keeps every text shade at 4.5:1 or more on every tint and page surface, for any primary', () => {
    let pairs = 0;
    for (const primary of [...colourGrid(), '#7A2E4F', '#FFFF00', '#8DAF3D', DEFAULT_DARK]) {
      const palette = brandPalette(primary);
      const surfaces = [...TINTS.map((t) => palette[t]), ...PAGE_SURFACES];
      for (const shade of TEXT_SHADES) {
        for (const surface of surfaces) {
          expect(
            contrastRatio(palette[shade], surface),
            `${shade} on ${surface} for ${primary}`,
          ).toBeGreaterThanOrEqual(4.5);
          pairs++;
        }
        // Buttons and active tabs: white text on the dark shades.
        expect(contrastRatio('#FFFFFF', palette[shade])).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(pairs).toBeGreaterThan(5000);
  });

  it('wears the brand: a pink primary gives pink shades, not Kindred green', () => {
    const palette = brandPalette('#7A2E4F');
    expect(palette['--color-forest-700']).toBe('#7A2E4F');
    // The tints are of the same pink: red and blue above green.
    const [r, g, b] = [1, 3, 5].map((i) =>
      parseInt(palette['--color-sage-100'].slice(i, i + 2), 16),
    );
    expect(r).toBeGreaterThan(g!);
    expect(b).toBeGreaterThan(g!);
  });

  it('falls back to the default primary for a missing or broken colour', () => {
    expect(brandPalette(null)).toEqual(brandPalette(DEFAULT_DARK));
    expect(brandPalette('pink')).toEqual(brandPalette(DEFAULT_DARK));
  });

  it('gives the hero a readable accent and text on it for any pair of brand colours', () => {
    const grid = colourGrid().filter((_, i) => i % 5 === 0);
    for (const dark of grid) {
      for (const light of grid) {
        const theme = brandTheme(dark, light);
        expect(contrastRatio(theme.accent, theme.background)).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(theme.onAccent, theme.accent),
          `text on the accent for ${dark} / ${light}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
