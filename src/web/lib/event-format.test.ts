import { describe, expect, it } from 'vitest';
import { formatCardPrice } from './event-format';

describe('card prices', () => {
  it('says Free, the one price, or From the least when places cost more', () => {
    expect(formatCardPrice({ price: 0, priceVaries: false })).toBe('Free');
    expect(formatCardPrice({ price: 0, priceVaries: true })).toBe('Free');
    expect(formatCardPrice({ price: 12, priceVaries: false })).toBe('£12');
    expect(formatCardPrice({ price: 12, priceVaries: true })).toBe('From £12');
    expect(formatCardPrice({ price: 12.5, priceVaries: true })).toBe('From £12.50');
  });
});
