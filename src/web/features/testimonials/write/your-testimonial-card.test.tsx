// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TESTIMONIAL_REFUSALS,
  type OwnTestimonial,
  type TestimonialRefusal,
  type TestimonialState,
} from '@shared/testimonials/testimonial-schemas';
import { stubApi, type Answer } from '@web/test/hook-providers';
import { YourTestimonialCard } from './your-testimonial-card';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const WRITE_HEADING = 'How was it? Tell others about Maya Rivers';

const written = (extra: Partial<OwnTestimonial> = {}): OwnTestimonial => ({
  id: 't1',
  body: 'Gentle and grounding.\nI slept well for a week.',
  createdAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
  reply: null,
  hidden: null,
  ...extra,
});

const state = (extra: Partial<TestimonialState> = {}): TestimonialState => ({
  canWrite: true,
  refusal: null,
  writableUntil: '2027-01-15',
  facilitator: { name: 'Maya Rivers', path: '/@maya-rivers' },
  testimonial: null,
  ...extra,
});

/**
 * The event page's card over a fake API that keeps what is written, as the server would: the
 * state it answers changes with each write. `refuse` answers a write in place of saving it,
 * `read` the state's read.
 */
function mount(start: TestimonialState, { refuse, read }: { refuse?: Answer; read?: Answer } = {}) {
  let current = start;
  const requests = stubApi((method, path, body) => {
    const words = (body as { body?: string } | undefined)?.body ?? '';
    if (method === 'GET' && path === '/api/events/e1/testimonial') return read ?? { body: current };
    if (refuse) return refuse;
    if (method === 'POST' && path === '/api/events/e1/testimonials') {
      const testimonial = written({ id: 't9', body: words, createdAt: '2026-11-28T12:00:00Z' });
      current = { ...current, canWrite: false, refusal: 'written', testimonial };
      return { status: 201, body: testimonial };
    }
    if (method === 'PATCH' && path === '/api/testimonials/t1') {
      const testimonial = { ...current.testimonial!, body: words, editedAt: '2026-11-28T12:00Z' };
      current = { ...current, testimonial };
      return { body: testimonial };
    }
    if (method === 'DELETE' && path === '/api/testimonials/t1') {
      current = { ...current, canWrite: true, refusal: null, testimonial: null };
      return { status: 204, body: null };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <YourTestimonialCard eventId="e1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const changes = () => requests.filter((r) => r.method !== 'GET');
  const answered = () =>
    waitFor(() =>
      expect(client.getQueryState(['testimonials', 'event', 'e1'])?.status).not.toBe('pending'),
    );
  return { view, changes, answered };
}

const card = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  // Only the clock: the hint counts days from London's today.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('YourTestimonialCard (a guest’s testimonial on an event’s page)', () => {
  it('asks a guest who may write, counts the characters, and shows the words once sent', async () => {
    const { changes } = mount(state());
    const region = await card(WRITE_HEADING);
    const field = within(region).getByRole('textbox', { name: 'Your testimonial' });
    expect(field.getAttribute('aria-required')).toBe('true');
    const hint = document.getElementById(field.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe(
      'Until Friday 15 January 2027. Plain text, shown on Maya Rivers’s space.0 / 1,000',
    );

    fireEvent.change(field, { target: { value: '  A warm, unhurried evening.  ' } });
    expect(within(region).getByText('26 / 1,000')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Submit' }));

    const done = await card('Your testimonial');
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/api/events/e1/testimonials',
        body: { body: 'A warm, unhurried evening.' },
      },
    ]);
    expect(within(done).getByRole('blockquote').textContent).toBe('A warm, unhurried evening.');
    expect(within(done).getByText(/^Written/).textContent).toBe('Written 28 November 2026');
    expect(
      within(done)
        .getByRole('link', { name: 'See it on Maya Rivers’s space' })
        .getAttribute('href'),
    ).toBe('/@maya-rivers');
    expect(within(done).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(done).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith(
      'Thank you: your testimonial is on Maya Rivers’s space.',
    );
    // The Submit button has gone: the focus is on the card's heading, not lost on the page.
    expect(document.activeElement).toBe(within(done).getByRole('heading'));
  });

  it('counts the days in the last week the form is open', async () => {
    mount(state({ writableUntil: '2026-12-01' }));
    const field = await screen.findByRole('textbox', { name: 'Your testimonial' });
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /^Written for 4 more days\. /,
    );
  });

  it('checks the words before sending them, in the API’s own words', async () => {
    const { changes } = mount(state());
    const field = await screen.findByRole('textbox', { name: 'Your testimonial' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const empty = await screen.findByText('Write your testimonial.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(empty.id);
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: 'x'.repeat(1001) } });
    expect(screen.queryByText('Write your testimonial.')).toBeNull();
    expect(screen.getByText('1,001 / 1,000').className).toContain('text-red-700');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Keep your testimonial under 1,000 characters.')).toBeTruthy();
    expect(changes()).toEqual([]);
  });

  it('puts the server’s word on the text under the field', async () => {
    mount(state(), {
      refuse: {
        status: 400,
        body: { message: 'Check the form.', fieldErrors: { body: ['Say a little more.'] } },
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Your testimonial' });
    fireEvent.change(field, { target: { value: 'Ok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const problem = await screen.findByText('Say a little more.');
    expect(field.getAttribute('aria-describedby')).toContain(problem.id);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('says a refusal above the form in the refusal’s words', async () => {
    mount(state(), { refuse: { status: 403, body: { message: TESTIMONIAL_REFUSALS.tooLate } } });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your testimonial' }), {
      target: { value: 'Lovely.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TESTIMONIAL_REFUSALS.tooLate);
  });

  it('edits the words: the field opens with them, focused, and the change is shown', async () => {
    const { changes } = mount(
      state({ canWrite: false, refusal: 'written', testimonial: written() }),
    );
    const region = await card('Your testimonial');
    expect(within(region).getByRole('blockquote').textContent).toBe(
      'Gentle and grounding.\nI slept well for a week.',
    );
    fireEvent.click(within(region).getByRole('button', { name: 'Edit' }));
    const field = within(region).getByRole('textbox', { name: 'Your testimonial' });
    expect(field).toHaveProperty('value', 'Gentle and grounding.\nI slept well for a week.');
    expect(document.activeElement).toBe(field);

    fireEvent.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(within(region).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(region).getByRole('textbox', { name: 'Your testimonial' }), {
      target: { value: 'Gentle, grounding, and kind.' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Save changes' }));

    // Found by its role: the field's own text would match the words too.
    await waitFor(() =>
      expect(within(region).getByRole('blockquote').textContent).toBe(
        'Gentle, grounding, and kind.',
      ),
    );
    expect(within(region).getByText(/^Written/).textContent).toBe(
      'Written 20 November 2026, edited 28 November 2026',
    );
    expect(changes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/testimonials/t1',
        body: { body: 'Gentle, grounding, and kind.' },
      },
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Your testimonial is saved.');
  });

  it('deletes the testimonial once confirmed, and offers the form again', async () => {
    const { changes } = mount(
      state({ canWrite: false, refusal: 'written', testimonial: written() }),
    );
    const region = await card('Your testimonial');
    fireEvent.click(within(region).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete your testimonial?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(changes()).toEqual([]);

    fireEvent.click(within(region).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete your testimonial?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete testimonial' }));
    expect(await card(WRITE_HEADING)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Your testimonial' })).toHaveProperty('value', '');
    expect(changes()).toEqual([
      { method: 'DELETE', path: '/api/testimonials/t1', body: undefined },
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Your testimonial is deleted.');
  });

  it('tells the writer the Kindred team hid it, and why; it can only be deleted', async () => {
    mount(
      state({
        canWrite: false,
        refusal: 'written',
        testimonial: written({
          hidden: { reason: 'It names another guest.', at: '2026-11-25T09:00:00Z' },
        }),
      }),
    );
    const region = await card('Your testimonial');
    expect(within(region).getByText(/The Kindred team hid your testimonial/).textContent).toBe(
      'The Kindred team hid your testimonial, so it is not on Maya Rivers’s space. Their reason: “It names another guest.”',
    );
    expect(within(region).queryByRole('link')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('shows the facilitator’s reply under the words', async () => {
    mount(
      state({
        canWrite: false,
        refusal: 'written',
        testimonial: written({ reply: { body: 'Thank you, Jo!', createdAt: '2026-11-22T09:00Z' } }),
      }),
    );
    const region = await card('Your testimonial');
    expect(within(region).getByText('Maya Rivers replied')).toBeTruthy();
    expect(within(region).getByText('Thank you, Jo!')).toBeTruthy();
  });

  it.each<[TestimonialRefusal, OwnTestimonial | null]>([
    ['notGuest', null],
    ['notYet', null],
    ['host', null],
    ['cohost', null],
    ['tooLate', null],
    ['cancelled', null],
    ['notGuest', written()],
  ])('shows nothing when refused as %s (written: %o)', async (refusal, testimonial) => {
    const { view, answered } = mount(state({ canWrite: false, refusal, testimonial }));
    await answered();
    expect(view.container.innerHTML).toBe('');
  });

  it('shows nothing when the state cannot be read', async () => {
    const { view, answered } = mount(state(), {
      read: { status: 500, body: { message: 'Something went wrong' } },
    });
    await answered();
    expect(view.container.innerHTML).toBe('');
  });
});
