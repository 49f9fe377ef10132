import { describe, expect, it } from 'vitest';
import { eventPlacesLeft, feePerTicket, placesLeft } from './places';

const type = (quantity: number | null, taken: number, kind = 'fixed') => ({
  kind,
  quantity,
  taken,
});

describe('places left', () => {
  it('is the fewer of the type’s and the event’s', () => {
    expect(placesLeft(type(10, 4), { capacity: 20, placesTaken: 18 })).toBe(2);
    expect(placesLeft(type(10, 9), { capacity: 20, placesTaken: 5 })).toBe(1);
  });

  it('is whichever is limited, or null when neither is', () => {
    expect(placesLeft(type(null, 3), { capacity: 12, placesTaken: 5 })).toBe(7);
    expect(placesLeft(type(8, 3), { capacity: null, placesTaken: 5 })).toBe(5);
    expect(placesLeft(type(null, 3), { capacity: null, placesTaken: 5 })).toBeNull();
    expect(eventPlacesLeft({ capacity: null, placesTaken: 5 })).toBeNull();
  });

  it('of a pay-it-forward ticket counts only its own quantity, as it takes no place', () => {
    expect(placesLeft(type(5, 1, 'pay_it_forward'), { capacity: 10, placesTaken: 10 })).toBe(4);
    expect(placesLeft(type(null, 1, 'pay_it_forward'), { capacity: 10, placesTaken: 10 })).toBe(
      null,
    );
  });
});

describe('fee per ticket', () => {
  it('is the space’s own when set, else £1', () => {
    expect(feePerTicket(50)).toBe(50);
    expect(feePerTicket(0)).toBe(0);
    expect(feePerTicket(null)).toBe(100);
    expect(feePerTicket(undefined)).toBe(100);
  });
});
