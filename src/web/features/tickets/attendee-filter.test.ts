import { describe, expect, it } from 'vitest';
import type { Attendee } from '@shared/tickets/host-order-schemas';
import { filterAttendees } from './attendee-filter';
import { guest } from './attendee-fixtures';

const attendee = (over: Partial<Attendee>): Attendee =>
  guest('Juniper Hale', {
    email: 'juniper@example.com',
    reference: 'KD-ABCD2345',
    ticketTypeId: 'free',
    ...over,
  });

describe('filterAttendees', () => {
  const list = [
    attendee({ ticketId: '1' }),
    attendee({
      ticketId: '2',
      holderName: 'Zoë Ünder',
      email: 'zoe@example.com',
      ticketTypeId: 'paid',
      status: 'awaiting_payment',
      reference: 'KD-ZZZZ9999',
    }),
    attendee({
      ticketId: '3',
      holderName: 'Rowan Ash',
      email: 'rowan@example.com',
      status: 'checked_in',
    }),
  ];
  const ids = (filter: Partial<Parameters<typeof filterAttendees>[1]>) =>
    filterAttendees(list, { q: '', ticketTypeId: '', status: '', ...filter }).map(
      (a) => a.ticketId,
    );

  it('finds by any part of the name, e-mail or reference, ignoring case and accents', () => {
    expect(ids({ q: 'zoe' })).toEqual(['2']);
    expect(ids({ q: 'UNDER z' })).toEqual(['2']);
    expect(ids({ q: 'rowan@' })).toEqual(['3']);
    expect(ids({ q: 'kd-zzzz' })).toEqual(['2']);
    expect(ids({ q: '  ' })).toEqual(['1', '2', '3']);
  });

  it('keeps to a ticket and a state', () => {
    expect(ids({ ticketTypeId: 'paid' })).toEqual(['2']);
    expect(ids({ status: 'checked_in' })).toEqual(['3']);
    expect(ids({ ticketTypeId: 'free', status: 'awaiting_payment' })).toEqual([]);
  });
});
