import { describe, expect, it } from 'vitest';
import { checkImageFile, imageTooLargeMessage } from './image-rules';

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
