// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EventDetail } from '@shared/events/event-schemas';
import { EventWhen } from './event-when';

const when = (dates: Pick<EventDetail, 'startDate' | 'startTime' | 'endDate' | 'endTime'>) => {
  const { container } = render(<EventWhen event={dates as EventDetail} />);
  return [...container.querySelectorAll('p')].map((p) => p.textContent);
};

describe('EventWhen', () => {
  it('gives a one-day event its date and its hours, in London time', () => {
    expect(
      when({
        startDate: '2099-06-20',
        startTime: '19:00',
        endDate: '2099-06-20',
        endTime: '21:30',
      }),
    ).toEqual(['Saturday 20 June 2099', '19:00–21:30 (London time)']);
  });

  it('gives each day of a longer event its own time, not a span read as daily hours', () => {
    expect(
      when({
        startDate: '2099-06-20',
        startTime: '16:00',
        endDate: '2099-06-22',
        endTime: '14:00',
      }),
    ).toEqual(['Saturday 20 June 2099, 16:00', 'to Monday 22 June 2099, 14:00', 'London time']);
  });

  it('names how a date of a series repeats, and links its other coming dates', () => {
    const dates = ['2099-06-04', '2099-06-11', '2099-06-18'].map((startDate, index) => ({
      id: `d${index}`,
      path: `/events/dance-d${index}?id=d${index}`,
      startDate,
      startTime: '19:00',
    }));
    const event = {
      id: 'd1',
      startDate: '2099-06-11',
      startTime: '19:00',
      endDate: '2099-06-11',
      endTime: '21:00',
      series: { id: 's1', repeats: 'Every Thursday', dates },
    } as unknown as EventDetail;
    const router = createMemoryRouter([{ path: '*', element: <EventWhen event={event} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Every Thursday')).toBeTruthy();
    const others = within(screen.getByRole('group')).getAllByRole('link');
    // This date is not among its own "other dates".
    expect(others.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Thursday 4 June 2099, 19:00', '/events/dance-d0?id=d0'],
      ['Thursday 18 June 2099, 19:00', '/events/dance-d2?id=d2'],
    ]);
  });
});
