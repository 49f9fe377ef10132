// @vitest-environment happy-dom
import { render } from '@testing-library/react';
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
});
