import { render } from '@testing-library/react';
import type { HostEvents } from '@shared/events/event-schemas';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { HostEventRow } from './host-event-row';

export type HostEvent = HostEvents['events'][number];

/**
 * An event as the host's dashboard lists it: a published one-off full moon circle in Hackney,
 * far ahead; each test says what it changes.
 */
export const hostEvent = (changes: Partial<HostEvent> = {}): HostEvent =>
  ({
    id: 'ev-1',
    path: '/events/ev-1/full-moon-circle',
    title: 'Full moon circle',
    startDate: '2099-06-20',
    startTime: '19:00',
    endDate: '2099-06-20',
    endTime: '21:00',
    locationText: 'Hackney, London',
    imageUrl: '/cover.jpg',
    isExternal: false,
    isDraft: false,
    moderation: null,
    ...changes,
  }) as HostEvent;

/**
 * Draws `row` on the host's dashboard, the API answering every request with `answer`. Returns
 * the changes sent so far (every request but a GET).
 */
export function renderHostEventRow(row: HostEvent, answer: () => Answer = () => ({ body: {} })) {
  const requests = stubApi(answer);
  const { wrapper: Wrapper } = hookProviders('/dashboard');
  render(
    <Wrapper>
      <ul>
        <HostEventRow event={row} />
      </ul>
    </Wrapper>,
  );
  return () => requests.filter((r) => r.method !== 'GET');
}
