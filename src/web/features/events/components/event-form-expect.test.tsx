// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventFact } from '@shared/events/event-facts';
import type { EventDetail } from '@shared/events/event-schemas';
import { stubApi, type Answer } from '@web/test/hook-providers';
import { EventForm } from './event-form';
import { eventFormProviders, formEvent } from './event-form-fixture';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

const facts: EventFact[] = [
  { id: 1, kind: 'access', name: 'Step-free access', icon: 'accessibility' },
  { id: 2, kind: 'atmosphere', name: 'Alcohol-free', icon: 'wine-off' },
  { id: 5, kind: 'intensity', name: 'Gentle', icon: 'feather' },
];

/** A listed event as the API answers it, saying what to expect. */
const listed = formEvent({
  path: '/events/sound-bath-ev-1',
  isExternal: true,
  title: 'Sound bath',
  description: '',
  venue: '',
  city: 'Bristol',
  postcode: '',
  externalLink: 'https://tickets.example/sound-bath',
  whatToExpect: { facts: [facts[0]!], whatToBring: 'Water', accessNotes: '' },
  imageUrl: '/placeholder.svg',
  price: 12,
  series: null,
});

/** The form, signed in as a host, the API answering the host's defaults with `defaults`. */
function mount(defaults: Answer, event?: EventDetail) {
  const requests = stubApi((method, path) => {
    if (path === '/api/me') return { body: { user: { id: 'host-1' }, profile: null } };
    if (path === '/api/event-catalogue') return { body: { categories: [], tags: [], facts } };
    if (path === '/api/host/event-defaults') return defaults;
    if (method === 'PUT' && path === '/api/events/ev-1') return { body: listed };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  render(<EventForm event={event} isExternal={event?.isExternal ?? false} />, {
    wrapper: eventFormProviders('host-1', '/host-event'),
  });
  return requests;
}

const box = (name: string) => screen.findByRole('checkbox', { name }) as Promise<HTMLInputElement>;
const notes = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;

describe('EventForm: what to expect on a new event', () => {
  it('starts from the host’s defaults for new events', async () => {
    const requests = mount({
      body: { factIds: [2, 5], whatToBring: 'A mat', accessNotes: 'Ramp at the side' },
    });
    expect((await box('Alcohol-free')).checked).toBe(true);
    expect((await box('Step-free access')).checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'Gentle' }) as HTMLInputElement).checked).toBe(true);
    expect(notes('What to bring (optional)').value).toBe('A mat');
    expect(notes('Access notes (optional)').value).toBe('Ramp at the side');
    expect(requests.some((r) => r.path === '/api/host/event-defaults')).toBe(true);
  });

  it('starts empty when the host has no defaults to give (no space: 404)', async () => {
    mount({ status: 404, body: { code: 'NOT_FOUND', message: 'No space' } });
    expect((await box('Alcohol-free')).checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'Not said' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await waitFor(() => expect(notes('What to bring (optional)').value).toBe(''));
  });
});

describe('EventForm: what to expect on an event being edited', () => {
  it('starts from the event’s own, and sends what is chosen with the event', async () => {
    const requests = mount(
      { body: { factIds: [2], whatToBring: 'Not this', accessNotes: '' } },
      listed,
    );
    expect((await box('Step-free access')).checked).toBe(true);
    expect((await box('Alcohol-free')).checked).toBe(false);
    expect(notes('What to bring (optional)').value).toBe('Water');
    fireEvent.click(await box('Alcohol-free'));
    fireEvent.click(screen.getByRole('radio', { name: 'Gentle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
        event: { factIds: [1, 2, 5], whatToBring: 'Water', accessNotes: '' },
      }),
    );
    expect(requests.some((r) => r.path === '/api/host/event-defaults')).toBe(false);
  });
});
