// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventDetail } from '@shared/events/event-schemas';
import { hookProviders, stubApi } from '@web/test/hook-providers';
import { EventBookingCard } from './event-booking-card';

const event = (changes: Partial<EventDetail> = {}) =>
  ({
    id: 'ev-2',
    path: '/events/dance-ev-2?id=ev-2',
    title: 'Ecstatic Dance',
    startDate: '2099-06-11',
    startTime: '19:00',
    endDate: '2099-06-11',
    endTime: '21:00',
    startsAt: '2099-06-11T18:00:00.000Z',
    endsAt: '2099-06-11T20:00:00.000Z',
    locationType: 'physical',
    locationText: 'The Hall, Bristol',
    venue: 'The Hall',
    city: 'Bristol',
    country: 'United Kingdom',
    postcode: '',
    isExternal: false,
    externalLink: null,
    price: 12,
    capacity: 20,
    canEdit: false,
    series: null,
    cancelledAt: null,
    ...changes,
  }) as EventDetail;

function renderCard(shown: EventDetail) {
  stubApi(() => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'Please log in' } }));
  const { wrapper: Wrapper } = hookProviders('/');
  render(
    <Wrapper>
      <EventBookingCard event={shown}>
        <p>Booking panel</p>
      </EventBookingCard>
    </Wrapper>,
  );
}

describe('EventBookingCard', () => {
  it('offers the booking panel while the event goes ahead', () => {
    renderCard(event());
    expect(screen.getByText('Booking panel')).toBeTruthy();
    expect(screen.queryByText(/cancelled/)).toBeNull();
  });

  it('offers no booking on a cancelled date', () => {
    renderCard(
      event({
        cancelledAt: '2099-06-01T10:00:00.000Z',
        series: {
          id: 's',
          repeats: 'Every Thursday',
          dates: [],
        } as unknown as EventDetail['series'],
      }),
    );
    expect(screen.queryByText('Booking panel')).toBeNull();
  });

  it('offers no link to book a cancelled listed event on the other site', () => {
    renderCard(
      event({
        isExternal: true,
        externalLink: 'https://example.com/dance',
        cancelledAt: '2099-06-01T10:00:00.000Z',
      }),
    );
    expect(screen.queryByRole('link', { name: /organiser/ })).toBeNull();
  });
});
