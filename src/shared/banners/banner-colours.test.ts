import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../spaces/colours';
import { BANNER_COLOURS, knownBannerColour, DEFAULT_BANNER_COLOUR } from './banner-colours';

describe('banner colours (spec 01 §9, WCAG 2.2 AA)', () => {
  it.each(Object.entries(BANNER_COLOURS))(
    '%s keeps its text, links and focus ring at 4.5:1 or more on its background',
    (_key, colour) => {
      expect(contrastRatio(colour.text, colour.background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('offers green first and by default, and shows an unknown stored colour as green', () => {
    expect(DEFAULT_BANNER_COLOUR).toBe('green');
    expect(Object.keys(BANNER_COLOURS)[0]).toBe('green');
    expect(knownBannerColour('chartreuse')).toBe('green');
    expect(knownBannerColour('toString')).toBe('green');
    expect(knownBannerColour('red')).toBe('red');
  });

  it('names every colour for the person choosing, each name different', () => {
    const names = Object.values(BANNER_COLOURS).map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
