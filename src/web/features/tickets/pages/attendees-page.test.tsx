// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AttendeeList } from '@shared/tickets/host-order-schemas';
import { optionTexts } from '@web/test/dom-queries';
import { stubApi, type Answer } from '@web/test/hook-providers';
import { EVENT, list } from '../attendee-fixtures';
import { mountRoutes } from '../test-pages';
import AttendeesPage from './attendees-page';

function mount(answer: () => Answer, address = `/host-dashboard/events/${EVENT}/attendees`) {
  const requests = stubApi(answer);
  const { router } = mountRoutes(
    [{ path: '/host-dashboard/events/:id/attendees', element: <AttendeesPage /> }],
    address,
  );
  return { router, requests };
}

const showing = (body: AttendeeList = list) => mount(() => ({ body }));

/** The guests in the table's rows, in order. */
const guests = () =>
  within(screen.getByRole('table', { name: 'Places at Full moon circle' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('AttendeesPage (an event’s attendees, for its hosts)', () => {
  it('shows the event, its counts, and every place with its booking, ticket and state', async () => {
    showing();
    expect(await screen.findByRole('heading', { name: 'Attendees', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Full moon circle' }).getAttribute('href')).toBe(
      '/events/full-moon-circle',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/events/${EVENT}/attendees.csv`,
    );
    expect(screen.getByRole('link', { name: 'Check in at the door' }).getAttribute('href')).toBe(
      `/host-dashboard/events/${EVENT}/check-in`,
    );
    expect(screen.getByRole('heading', { name: 'Places', level: 2 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('4 places');
    expect(guests()).toEqual([
      'Juniperjuniper@example.com',
      'Samsam@example.com',
      'Rowanrowan@example.com',
      'Ashash@example.com',
    ]);
    const headings = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headings.map((h) => h.textContent)).toEqual([
      'Guest',
      'Booking',
      'Ticket',
      'Status',
      'Actions',
    ]);
    const ash = within(screen.getByRole('table')).getAllByRole('row')[4]!;
    expect(ash.textContent).toContain('K-ASH');
    expect(ash.textContent).toContain('Awaiting payment');
    expect(ash.textContent).toContain('£12.00 to pay');
    // The same places as cards for phones, each with its actions.
    const cards = within(screen.getByRole('list', { name: 'Places at Full moon circle' }));
    expect(cards.getAllByRole('listitem')).toHaveLength(4);
    expect(cards.getAllByRole('listitem')[3]!.textContent).toContain(
      'K-ASH · General · £12.00 to pay',
    );
  });

  it('filters by status through the address, and says how many of the places are shown', async () => {
    const { router } = showing();
    await waitFor(() => expect(guests()).toHaveLength(4));
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(optionTexts(status)).toEqual([
      'All statuses',
      'Confirmed',
      'Awaiting payment',
      'Checked in',
      'Cancelled',
    ]);
    fireEvent.change(status, { target: { value: 'checked_in' } });
    await waitFor(() => expect(router.state.location.search).toBe('?attendees.status=checked_in'));
    expect(guests()).toEqual(['Samsam@example.com']);
    expect(screen.getByRole('status').textContent).toBe('1 of 4 places');
  });

  it('searches by name once typing pauses, and says when no one matches', async () => {
    const { router } = showing();
    await waitFor(() => expect(guests()).toHaveLength(4));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'rowan' },
    });
    await waitFor(() => expect(guests()).toEqual(['Rowanrowan@example.com']));
    expect(router.state.location.search).toBe('?attendees.q=rowan');
    fireEvent.change(screen.getByRole('combobox', { name: 'Ticket' }), {
      target: { value: 'general' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'checked_in' },
    });
    expect(await screen.findByText('No one matches')).toBeTruthy();
    expect(screen.getByText('Try another name, ticket or status.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 of 4 places');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens a shared address with its filters set', async () => {
    mount(
      () => ({ body: list }),
      `/host-dashboard/events/${EVENT}/attendees?attendees.status=awaiting_payment&attendees.ticket=general`,
    );
    await waitFor(() => expect(guests()).toEqual(['Ashash@example.com']));
    expect(screen.getByRole('status').textContent).toBe('1 of 4 places');
    const ticket = screen.getByRole('combobox', { name: 'Ticket' });
    expect(ticket).toHaveProperty('value', 'general');
    expect(optionTexts(ticket)).toEqual(['All tickets', 'General']);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty(
      'value',
      'awaiting_payment',
    );
  });

  it('says no one has booked yet, without filters, for an event with no places', async () => {
    showing({ ...list, attendees: [], counts: { booked: 0, checkedIn: 0, capacity: 20 } });
    expect(await screen.findByText('No one has booked yet')).toBeTruthy();
    expect(screen.getByText('Everyone who books a place will be listed here.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Find attendees' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says plainly when the event is not one the viewer hosts', async () => {
    const { requests } = mount(() => ({ status: 404, body: { message: 'Not found' } }));
    expect(
      await screen.findByText('We couldn’t find that event among the ones you host or co-host.'),
    ).toBeTruthy();
    expect(requests.map((r) => r.path)).toEqual([`/api/events/${EVENT}/attendees`]);
  });

  it('asks nothing for an address that names no event', async () => {
    const { requests } = mount(() => ({ body: list }), '/host-dashboard/events/nope/attendees');
    expect(
      await screen.findByText('We couldn’t find that event among the ones you host or co-host.'),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
