// @vitest-environment happy-dom
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_NOTES_MAX, MAX_EVENT_FACTS, type EventFact } from '@shared/events/event-facts';
import {
  eventInputSchema,
  type EventDefaults,
  type EventInput,
  type ParsedEventInput,
} from '@shared/events/event-schemas';
import { stubApi } from '@web/test/hook-providers';
import { catalogueQuery } from '../api/events';
import { EventExpectSection } from './event-expect-section';
import { toFormValues, type EventFormApi } from './event-form-values';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const fact = (id: number, kind: EventFact['kind'], name: string): EventFact => ({
  id,
  kind,
  name,
  icon: 'info',
});
const facts: EventFact[] = [
  fact(1, 'access', 'Step-free access'),
  fact(2, 'access', 'Quiet space'),
  fact(3, 'atmosphere', 'Alcohol-free'),
  fact(4, 'audience', 'Beginners welcome'),
  fact(5, 'intensity', 'Gentle'),
  fact(6, 'intensity', 'Vigorous'),
];

/** The section in a form built as the event form builds it, the form handed back to look at. */
function mount({
  catalogue = facts,
  defaults,
}: { catalogue?: EventFact[]; defaults?: EventDefaults } = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(catalogueQuery.queryKey, { categories: [], tags: [], facts: catalogue });
  const held: { form?: EventFormApi } = {};
  function Harness() {
    const form = useForm<EventInput, unknown, ParsedEventInput>({
      resolver: zodResolver(eventInputSchema),
      defaultValues: toFormValues(undefined, false, defaults),
    });
    held.form = form;
    return <EventExpectSection form={form} />;
  }
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return () => held.form!.getValues();
}

const group = (legend: string) => screen.getByRole('group', { name: legend });
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('EventExpectSection (what to expect, in the event form)', () => {
  it('offers each kind’s facts under its name, each with its icon beside its words', () => {
    mount();
    expect(
      within(group('Access'))
        .getAllByRole('checkbox')
        .map((b) => b.parentElement?.textContent),
    ).toEqual(['Step-free access', 'Quiet space']);
    expect(
      within(group('Who it is for')).getByRole('checkbox', { name: 'Beginners welcome' }),
    ).toBeTruthy();
    const icon = box('Alcohol-free').parentElement?.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
  });

  it('ticks facts into the event’s facts, and unticks them', () => {
    const values = mount();
    act(() => void fireEvent.click(box('Quiet space')));
    act(() => void fireEvent.click(box('Beginners welcome')));
    act(() => void fireEvent.click(box('Step-free access')));
    expect(values().factIds).toEqual([2, 4, 1]);
    act(() => void fireEvent.click(box('Quiet space')));
    expect(values().factIds).toEqual([4, 1]);
    expect(box('Quiet space').checked).toBe(false);
    expect(box('Step-free access').checked).toBe(true);
  });

  it('takes one intensity at most, and “Not said” takes it away', () => {
    const values = mount();
    const intensity = group('Intensity');
    expect(
      within(intensity)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Not said', 'Gentle', 'Vigorous']);
    expect(radio('Not said').checked).toBe(true);
    act(() => void fireEvent.click(box('Quiet space')));
    act(() => void fireEvent.click(radio('Gentle')));
    act(() => void fireEvent.click(radio('Vigorous')));
    expect(values().factIds).toEqual([2, 6]);
    expect([radio('Gentle').checked, radio('Vigorous').checked]).toEqual([false, true]);
    act(() => void fireEvent.click(radio('Not said')));
    expect(values().factIds).toEqual([2]);
  });

  it(`refuses a fact past ${MAX_EVENT_FACTS}, and says so`, () => {
    const many = Array.from({ length: MAX_EVENT_FACTS + 1 }, (_, i) =>
      fact(100 + i, 'atmosphere', `Feeling ${i + 1}`),
    );
    const values = mount({ catalogue: many });
    for (const { name } of many) act(() => void fireEvent.click(box(name)));
    expect(values().factIds).toHaveLength(MAX_EVENT_FACTS);
    expect(box(`Feeling ${MAX_EVENT_FACTS + 1}`).checked).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(
      `Choose at most ${MAX_EVENT_FACTS} things to expect`,
    );
  });

  it('counts the characters of the notes as they are typed, up to the limit', () => {
    const values = mount();
    const bring = screen.getByRole('textbox', { name: 'What to bring (optional)' });
    expect(bring.getAttribute('maxlength')).toBe(String(EVENT_NOTES_MAX));
    const hint = () => document.getElementById(bring.getAttribute('aria-describedby')!);
    expect(hint()?.textContent).toBe(`Line breaks are kept. 0 of ${EVENT_NOTES_MAX} characters.`);
    act(() => void fireEvent.input(bring, { target: { value: 'A mat\nA blanket' } }));
    expect(hint()?.textContent).toBe(`Line breaks are kept. 15 of ${EVENT_NOTES_MAX} characters.`);
    expect(values().whatToBring).toBe('A mat\nA blanket');
  });

  it('starts from the host’s defaults when given them', () => {
    mount({ defaults: { factIds: [1, 5], whatToBring: 'A mat', accessNotes: 'Lift at the back' } });
    expect(box('Step-free access').checked).toBe(true);
    expect(radio('Gentle').checked).toBe(true);
    expect(screen.getByRole('textbox', { name: 'What to bring (optional)' })).toHaveProperty(
      'value',
      'A mat',
    );
    expect(screen.getByRole('textbox', { name: 'Access notes (optional)' })).toHaveProperty(
      'value',
      'Lift at the back',
    );
  });

  it('saves what the section says as the host’s defaults, with a toast', async () => {
    const requests = stubApi((_method, _path, body) => ({ body }));
    mount();
    act(() => void fireEvent.click(box('Quiet space')));
    act(() => void fireEvent.click(radio('Gentle')));
    act(
      () =>
        void fireEvent.input(screen.getByRole('textbox', { name: 'Access notes (optional)' }), {
          target: { value: 'Ramp at the side' },
        }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save as my defaults for new events' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Saved as your defaults for new events'),
    );
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: '/api/host/event-defaults',
        body: { factIds: [2, 5], whatToBring: '', accessNotes: 'Ramp at the side' },
      },
    ]);
  });

  it('shows what the server refused in the defaults, under the section', async () => {
    stubApi(() => ({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Please check the highlighted fields',
        fieldErrors: { factIds: ['Choose one intensity at most'] },
      },
    }));
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Save as my defaults for new events' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose one intensity at most');
    expect(toast.error).toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
