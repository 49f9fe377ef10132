// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EventCard } from '@shared/events/event-schemas';
import { SpaceEvents } from './space-events';
import { eventCard } from '@web/test/event-cards';

const show = (calendarFeed: string | null) =>
  render(
    <MemoryRouter>
      <SpaceEvents events={[]} accent="#2D4A22" calendarFeed={calendarFeed} />
    </MemoryRouter>,
  );

describe('SpaceEvents', () => {
  it('offers the host’s calendar feed to subscribe to, in each kind of calendar', () => {
    show('https://kindred.example/@maya/calendar.ics');
    const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Apple or Outlook')).toBe('webcal://kindred.example/@maya/calendar.ics');
    expect(href(/^Google Calendar/)).toBe(
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fkindred.example%2F%40maya%2Fcalendar.ics',
    );
    expect(href('Feed address (.ics)')).toBe('https://kindred.example/@maya/calendar.ics');
    expect(screen.getByText('No upcoming events found.')).toBeTruthy();
  });

  it('offers no feed for a space without a handle', () => {
    show(null);
    expect(screen.queryByText('Subscribe in your calendar:')).toBeNull();
  });

  it("shows an event's facts of what to expect on the phone's compact list too", () => {
    const event: EventCard = eventCard({
      facts: [{ id: 12, kind: 'audience', name: 'Beginners welcome', icon: 'sprout' }],
    });
    render(
      <MemoryRouter>
        <SpaceEvents events={[event]} accent="#2D4A22" calendarFeed={null} />
      </MemoryRouter>,
    );
    // The phone's list and the wider screens' grid are both drawn; the width shows one.
    const lists = screen.getAllByRole('list', { name: 'What to expect' });
    expect(lists).toHaveLength(2);
    const phoneLink = lists[0]!.closest('a')!;
    expect(phoneLink.getAttribute('href')).toBe('/events/sound-bath-e1');
    expect(phoneLink.textContent).toContain('Beginners welcome');
  });
});
