// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TicketTypesEditor } from './ticket-types-editor';
import {
  newTicketDraft,
  newTicketingDraft,
  type DraftErrors,
  type TicketingDraft,
} from './ticketing-draft';

/** The editor inside the event form's state; `latest()` is the draft as the form holds it. */
function mount(first: TicketingDraft = newTicketingDraft(), errors: DraftErrors = {}) {
  let held = first;
  function Holder() {
    const [draft, setDraft] = useState(first);
    held = draft;
    return (
      <TicketTypesEditor
        draft={draft}
        errors={errors}
        feePerTicketPence={150}
        onChange={setDraft}
      />
    );
  }
  render(<Holder />);
  return { latest: () => held };
}

const field = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const kinds = () => screen.getByRole('list', { name: 'Kinds of ticket' });

describe('TicketTypesEditor (the event form’s tickets)', () => {
  it("names the host's platform fee and keeps the two ways of paying it", () => {
    const { latest } = mount();
    expect(
      screen.getByRole('group', { name: 'The £1.50 platform fee on paid tickets' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'I absorb it: it comes out of the price' }));
    expect(latest().feeMode).toBe('host');
  });

  it('sends reminders 24 hours before unless the host switches them off', () => {
    const { latest } = mount();
    const reminders = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Send guests a reminder 24 hours before',
    });
    expect(reminders.checked).toBe(true);
    fireEvent.click(reminders);
    expect(latest().reminders).toBe(false);
  });

  it('asks a fixed-price ticket for its price, and a sliding one for its range', () => {
    const { latest } = mount();
    expect(field('Price (£)')).toBeTruthy();
    expect(screen.getByText('0 for a free place.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Minimum (£)' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), {
      target: { value: 'sliding' },
    });
    expect(field('Minimum (£)')).toBeTruthy();
    expect(field('Suggested (£)')).toBeTruthy();
    expect(field('Maximum (£)')).toBeTruthy();
    fireEvent.change(field('Maximum (£)'), { target: { value: '40' } });
    expect(latest().types[0]).toMatchObject({ kind: 'sliding', max: '40' });
  });

  it("keeps each field's text as typed, in the ticket it belongs to", () => {
    const { latest } = mount();
    fireEvent.change(field('Ticket name'), { target: { value: 'Early bird' } });
    fireEvent.change(field(/^Quantity/), { target: { value: '30' } });
    fireEvent.change(field('Most per order'), { target: { value: '4' } });
    fireEvent.change(field('Ticket description (optional)'), { target: { value: 'Until May' } });
    expect(latest().types[0]).toMatchObject({
      name: 'Early bird',
      quantity: '30',
      perOrderLimit: '4',
      description: 'Until May',
    });
    // The ticket's heading follows its name.
    expect(within(kinds()).getByRole('heading', { name: 'Early bird' })).toBeTruthy();
  });

  it('shows what is wrong with a field under it, and ties it to the field', () => {
    mount(newTicketingDraft(), { 'ticketTypes.0.price': 'Enter a price in pounds' });
    const price = field('Price (£)');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    const described = price.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Enter a price in pounds',
    );
  });

  it('adds a kind of ticket, and removes one only while more than one is left', () => {
    const { latest } = mount();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a kind of ticket' }));
    expect(within(kinds()).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ticket 2' }));
    expect(latest().types).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('says a booked ticket keeps its bookings when it is removed', () => {
    const booked = { ...newTicketDraft('Door'), taken: 3 };
    mount({ ...newTicketingDraft(), types: [booked, newTicketDraft('Online')] });
    expect(
      screen.getByText('3 booked. Removing this ticket takes it off sale; its bookings stay.'),
    ).toBeTruthy();
  });

  it('asks for the days only when refunds end some days before', () => {
    const { latest } = mount({ ...newTicketingDraft(), refundPolicy: 'none' });
    expect(screen.queryByRole('textbox', { name: 'Days before the event' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Refund policy' }), {
      target: { value: 'until_days_before' },
    });
    fireEvent.change(field('Days before the event'), { target: { value: '3' } });
    expect(latest()).toMatchObject({ refundPolicy: 'until_days_before', refundDays: '3' });
  });

  it('takes the sales dates as London date and time', () => {
    const { latest } = mount();
    const start = screen.getByLabelText<HTMLInputElement>('Sales start (optional, London time)');
    expect(start.type).toBe('datetime-local');
    fireEvent.change(start, { target: { value: '2026-12-01T09:00' } });
    expect(latest().types[0]!.salesStart).toBe('2026-12-01T09:00');
  });
});
