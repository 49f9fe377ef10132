import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  COVER_SHOWN_WIDTH,
  coverFile,
  coverSrcSet,
  coverStem,
  imageTooLargeMessage,
} from './image-rules';

describe('image rules (spec 02 §5)', () => {
  it('accepts JPEG, PNG, WebP and GIF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(checkImageFile({ type, size: 5 * 1024 * 1024 })).toBeNull();
    }
  });
  it('refuses other types with the spec message', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe(
      'Invalid file type. Please select a JPEG, PNG, WebP, or GIF image.',
    );
  });
  it('refuses files over 5 MB, saying how big they are', () => {
    expect(checkImageFile({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe(
      'Image too large (6.00MB). Maximum size is 5MB.',
    );
    expect(imageTooLargeMessage(5_500_000)).toBe('Image too large (5.25MB). Maximum size is 5MB.');
  });
});

describe('event cover widths', () => {
  it('names every width of a cover from its stem, and finds the stem again', () => {
    const shown = coverFile('/uploads/events/h/1-ab', COVER_SHOWN_WIDTH);
    expect(shown).toBe('/uploads/events/h/1-ab-1200.webp');
    expect(coverStem(shown)).toBe('/uploads/events/h/1-ab');
    expect(coverStem('/uploads/events/h/1-ab-800.webp')).toBeNull();
    expect(coverStem('/placeholder.svg')).toBeNull();
  });

  it('gives the srcset of a cover the event shows, and none for other images', () => {
    expect(coverSrcSet('/uploads/events/h/1-ab-1200.webp')).toBe(
      '/uploads/events/h/1-ab-600.webp 600w, /uploads/events/h/1-ab-1200.webp 1200w, /uploads/events/h/1-ab-2400.webp 2400w',
    );
    expect(coverSrcSet('/uploads/events/h/1-ab-2400.webp')).toBeUndefined();
    expect(coverSrcSet('https://example.com/cover.jpg')).toBeUndefined();
  });
});
