import { describe, expect, it } from 'vitest';
import { toLondonLocal } from '@web/lib/london-time';
import {
  draftErrorsFromServer,
  fromLondonLocal,
  fromPricePounds,
  fromTicketingDraft,
  newTicketDraft,
  newTicketingDraft,
  toTicketingDraft,
  type TicketingDraft,
} from './ticketing-draft';

const draftWith = (change: Partial<TicketingDraft['types'][number]>): TicketingDraft => {
  const draft = newTicketingDraft();
  return { ...draft, types: [{ ...draft.types[0]!, ...change }] };
};

describe('the event form’s tickets', () => {
  it('reads typed pounds as exact pence and empty counts as no limit', () => {
    const result = fromTicketingDraft({ ...draftWith({ price: '12.50' }), capacity: '' });
    expect(result).toEqual({
      input: expect.objectContaining({
        capacity: null,
        ticketTypes: [expect.objectContaining({ pricePence: 1250, quantity: null })],
      }),
    });
  });

  it('names the field of every problem, with the schema’s own messages', () => {
    const result = fromTicketingDraft({
      ...draftWith({ kind: 'sliding', min: '10', price: '5', max: 'lots', quantity: '2.5' }),
      capacity: '-3',
    });
    expect(result).toEqual({
      errors: {
        capacity: 'Capacity must be a whole number',
        'ticketTypes.0.max': 'Enter the maximum in pounds, like 12.50',
        'ticketTypes.0.quantity': 'Quantity must be a whole number',
      },
    });
  });

  it('says when the suggested amount is outside the range', () => {
    expect(
      fromTicketingDraft(draftWith({ kind: 'sliding', min: '10', price: '5', max: '20' })),
    ).toEqual({
      errors: {
        'ticketTypes.0.price': 'The suggested amount must be between the minimum and the maximum',
      },
    });
  });

  it('keeps a quantity at or above the places already booked', () => {
    const result = fromTicketingDraft(draftWith({ quantity: '3', taken: 5 }));
    expect(result).toEqual({
      errors: {
        'ticketTypes.0.quantity': '5 of these are already booked, so there must be at least 5',
      },
    });
  });

  it('refuses two tickets of one name', () => {
    const draft = newTicketingDraft();
    draft.types.push(newTicketDraft('general ADMISSION'));
    expect(fromTicketingDraft(draft)).toEqual({
      errors: { 'ticketTypes.1.name': 'Two tickets cannot have the same name' },
    });
  });

  it('takes sales dates as London wall-clock time, summer and winter', () => {
    expect(fromLondonLocal('2027-07-01T19:00')).toBe('2027-07-01T18:00:00.000Z');
    expect(fromLondonLocal('2027-01-15T19:00')).toBe('2027-01-15T19:00:00.000Z');
    expect(toLondonLocal('2027-07-01T18:00:00.000Z')).toBe('2027-07-01T19:00');
    expect(fromLondonLocal('tomorrow')).toBeNull();
  });

  it('prices a card at the least a guest can pay for a place', () => {
    const draft = newTicketingDraft();
    draft.types = [
      { ...newTicketDraft('Standard'), price: '20' },
      { ...newTicketDraft('Sliding'), kind: 'sliding', min: '7.50', price: '15', max: '30' },
      { ...newTicketDraft('Gift'), kind: 'pay_it_forward', price: '2' },
    ];
    const result = fromTicketingDraft(draft);
    if (!('input' in result)) throw new Error(JSON.stringify(result));
    expect(fromPricePounds(result.input)).toBe(7.5);
  });

  it('sends guests reminders unless the host switched them off, as saved', () => {
    expect(newTicketingDraft().reminders).toBe(true);
    const saved = toTicketingDraft({
      capacity: null,
      placesTaken: 0,
      feeMode: 'guest',
      refundPolicy: 'always',
      refundDays: 7,
      paymentInstructions: '',
      reminders: false,
      feePerTicketPence: 100,
      ticketTypes: [],
    });
    expect(saved.reminders).toBe(false);
    const result = fromTicketingDraft({ ...newTicketingDraft(), reminders: false });
    expect(result).toEqual({ input: expect.objectContaining({ reminders: false }) });
  });

  it('puts the server’s field errors by the form’s fields', () => {
    expect(
      draftErrorsFromServer({
        'ticketTypes.2.pricePence': ['Too much'],
        capacity: ['Too few'],
      }),
    ).toEqual({ 'ticketTypes.2.price': 'Too much', capacity: 'Too few' });
  });
});
