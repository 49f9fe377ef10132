// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Testimonial, TestimonialsPage } from '@shared/testimonials/testimonial-schemas';
import { stubApi, type Answer } from '@web/test/hook-providers';
import { loadLazyParts } from '@web/lib/lazy-part';
import { createQueryClient } from '@web/lib/query-client';
import { spaceTestimonialsQuery } from '../api/space-testimonials';
import SpaceTestimonials from './space-testimonials';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const SPACE = '5d0c6a3e-1b2f-4c8d-9e7a-3f4b5c6d7e8f';
const LIST = `/api/spaces/${SPACE}/testimonials`;

function testimonial(id: string, changes: Partial<Testimonial> = {}): Testimonial {
  return {
    id,
    authorFirstName: 'Anna',
    event: { id: 'e1', title: 'Cacao Ceremony', path: '/events/cacao-ceremony' },
    body: `Words of ${id}`,
    // 23:30 on the 11th in UTC is already the 12th in London (summer time).
    createdAt: '2026-10-11T23:30:00.000Z',
    editedAt: null,
    reply: null,
    isOwn: false,
    canReply: false,
    canReport: false,
    ...changes,
  };
}

const page = (
  testimonials: Testimonial[],
  total = testimonials.length,
  nextCursor: string | null = null,
): TestimonialsPage => ({ testimonials, total, nextCursor });

function section(
  client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  }),
) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SpaceTestimonials space={{ id: SPACE, displayName: 'Maya Rivers' }} />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** The section on a space, its list answered by `answer` (the pages by their cursor). */
function show(answer: (method: string, path: string, body: unknown) => Answer | Promise<Answer>) {
  const requests = stubApi(answer);
  render(section());
  return requests;
}

/** A list of one testimonial, kept as the server keeps it: changes show on the next read. */
function oneTestimonial(shown: Testimonial) {
  const state = { shown: shown as Testimonial | null };
  return {
    state,
    list: (): Answer => ({ body: page(state.shown ? [state.shown] : []) }),
    /** Keeps a change to the testimonial, as the server does; answers it as changed. */
    keep: (change: Partial<Testimonial>) => (state.shown = { ...state.shown!, ...change }),
  };
}

/** The words a reply or an edit sent, from its JSON body. */
const sentWords = (body: unknown) => (body as { body: string }).body;

const card = (text: string) => screen.getByText(text).closest('li')!;

beforeEach(() => {
  toasts.success.mockClear();
  toasts.error.mockClear();
});

describe('the space’s testimonials', () => {
  it('is drawn by the server from the page the route read, and taken over without reading again', async () => {
    const requests = stubApi(() => ({ body: page([testimonial('t2')]) }));
    // The space's route reads the first page into the cache before the server draws (ADR 29),
    // and the server has every part's code before it draws.
    const read = () => {
      const client = createQueryClient();
      client.setQueryData(spaceTestimonialsQuery(SPACE).queryKey, {
        pages: [page([testimonial('t1')])],
        pageParams: [''],
      });
      return client;
    };
    await loadLazyParts();
    const html = renderToString(section(read()));
    expect(html).toContain('Words of t1');
    expect(html).toContain('Verified guest');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, section(read())));
    onTestFinished(() => {
      errors.mockRestore();
      act(() => root.unmount());
      container.remove();
    });
    expect(within(container).getByText('Words of t1')).toBeTruthy();
    // Taken over without a mismatch (React says so on the console when the two differ), and
    // without asking the API for what the HTML carried.
    expect(errors).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('shows the guest’s words as plain text with their line breaks, who wrote them, where and when', async () => {
    show(() => ({
      body: page(
        [
          testimonial('t1', {
            body: '<b>Loved it</b>\nWould come again',
            editedAt: '2026-10-13T09:00:00.000Z',
            reply: { body: 'Thank you, Anna!', createdAt: '2026-10-14T09:00:00.000Z' },
          }),
        ],
        12,
      ),
    }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Testimonials (12)' });
    expect(heading).toBeTruthy();
    const words = await screen.findByText(/Loved it/);
    expect(words.textContent).toBe('<b>Loved it</b>\nWould come again');
    expect(words.className).toContain('whitespace-pre-line');
    expect(document.querySelector('b')).toBeNull();
    const item = card('Anna');
    expect(within(item).getByText('Verified guest')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Cacao Ceremony' }).getAttribute('href')).toBe(
      '/events/cacao-ceremony',
    );
    expect(within(item).getByText('12 October 2026').getAttribute('dateTime')).toBe(
      '2026-10-11T23:30:00.000Z',
    );
    expect(within(item).getByText(/\(edited\)/)).toBeTruthy();
    expect(within(item).getByText('Reply from Maya Rivers')).toBeTruthy();
    expect(within(item).getByText('Thank you, Anna!')).toBeTruthy();
    // A visitor may do nothing with it.
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('adds the next page below on “Show more testimonials”, focusing the first new one', async () => {
    const requests = show((_method, path) => {
      const cursor = new URL(path, 'http://kindred.test').searchParams.get('cursor');
      return cursor === 'after-t1'
        ? { body: page([testimonial('t2')], 2) }
        : { body: page([testimonial('t1')], 2, 'after-t1') };
    });
    expect(await screen.findByText('Words of t1')).toBeTruthy();
    expect(screen.queryByText('Words of t2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more testimonials' }));
    expect(await screen.findByText('Words of t2')).toBeTruthy();
    expect(requests.map((request) => request.path)).toEqual([LIST, `${LIST}?cursor=after-t1`]);
    await waitFor(() => expect(document.activeElement).toBe(card('Words of t2')));
    // The last page: nothing more to show.
    expect(screen.queryByRole('button', { name: 'Show more testimonials' })).toBeNull();
  });

  it('says when there are none yet', async () => {
    show(() => ({ body: page([]) }));
    expect(
      await screen.findByText(
        'No testimonials yet. Guests can write one after they attend an event.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Testimonials (0)' })).toBeTruthy();
  });

  it('says when they could not be loaded, and loads them on “Try again”', async () => {
    let fails = true;
    show(() =>
      fails
        ? { status: 500, body: { message: 'Something went wrong on our side.' } }
        : { body: page([testimonial('t1')]) },
    );
    expect(await screen.findByText('We could not load the testimonials.')).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Words of t1')).toBeTruthy();
    expect(screen.queryByText('We could not load the testimonials.')).toBeNull();
  });

  it('lets the facilitator reply once, showing the reply under the testimonial', async () => {
    const { list, keep } = oneTestimonial(testimonial('t1', { canReply: true }));
    const requests = show((method, _path, body) => {
      if (method === 'GET') return list();
      const reply = { body: sentWords(body), createdAt: '2026-10-15T09:00:00.000Z' };
      return { body: keep({ canReply: false, reply }) };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reply to Anna’s testimonial' }));
    const field = await screen.findByRole('textbox', { name: 'Your reply' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '  So glad you came.  ' } });
    expect(screen.getByText('17 / 1,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(screen.getByText('Reply from Maya Rivers')).toBeTruthy();
    expect(screen.getByText('So glad you came.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/testimonials/t1/reply', body: { body: 'So glad you came.' } },
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Your reply is on your space.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reply/ })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByText('Reply from Maya Rivers').parentElement),
    );
  });

  it('puts the server’s word on a reply under the field, and Cancel gives the focus back', async () => {
    const requests = show((method) =>
      method === 'GET'
        ? { body: page([testimonial('t1', { canReply: true })]) }
        : {
            status: 400,
            body: { message: 'Invalid', fieldErrors: { body: ['Say a little more.'] } },
          },
    );
    const reply = await screen.findByRole('button', { name: 'Reply to Anna’s testimonial' });
    fireEvent.click(reply);
    const field = await screen.findByRole('textbox', { name: 'Your reply' });
    // Empty words are refused before anything is sent, in the API's own words.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write your reply.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    fireEvent.change(field, { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const problem = await screen.findByText('Say a little more.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(problem.id);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Reply to Anna’s testimonial' }),
      ),
    );
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('says why a reply is refused for more than its words, and reads the list again', async () => {
    const requests = show((method) =>
      method === 'GET'
        ? { body: page([testimonial('t1', { canReply: true })]) }
        : { status: 409, body: { message: 'You have already replied to this testimonial.' } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reply to Anna’s testimonial' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your reply' }), {
      target: { value: 'Thanks' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already replied to this testimonial.',
    );
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2),
    );
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('lets the writer edit their own testimonial, marking it edited', async () => {
    const { list, keep } = oneTestimonial(testimonial('t1', { isOwn: true }));
    const requests = show((method, _path, body) => {
      if (method === 'GET') return list();
      const kept = keep({ body: sentWords(body), editedAt: '2026-10-20T09:00:00.000Z' });
      const { id, body: words, createdAt, editedAt, reply } = kept;
      return { body: { id, body: words, createdAt, editedAt, reply, hidden: null } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit your testimonial' }));
    const field = await screen.findByRole('textbox', { name: 'Your testimonial' });
    expect((field as HTMLTextAreaElement).value).toBe('Words of t1');
    fireEvent.change(field, { target: { value: 'Better words\non two lines' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    const words = screen.getByText(/Better words/);
    expect(words.textContent).toBe('Better words\non two lines');
    expect(screen.getByText(/\(edited\)/)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/api/testimonials/t1',
        body: { body: 'Better words\non two lines' },
      },
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Your testimonial is saved.');
  });

  it('lets the writer delete their own testimonial, after asking', async () => {
    const { state, list } = oneTestimonial(testimonial('t1', { isOwn: true }));
    const requests = show(async (method) => {
      if (method === 'GET') return list();
      state.shown = null;
      // As over a network: the question has closed (its focus back on Delete) by the answer.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 204, body: undefined };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete your testimonial' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete your testimonial?' });
    expect(within(ask).getByText(/leaves Maya Rivers’s space for good/)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete testimonial' }));
    expect(
      await screen.findByText(
        'No testimonials yet. Guests can write one after they attend an event.',
      ),
    ).toBeTruthy();
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/testimonials/t1', body: undefined },
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Your testimonial is deleted.');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Testimonials/ })),
    );
  });

  it('lets a signed-in guest report someone else’s testimonial', async () => {
    show(() => ({ body: page([testimonial('t1', { canReport: true })]) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Report this testimonial' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Report this testimonial' },
      { timeout: 5000 },
    );
    expect(within(dialog).getByText(/what is wrong with “Anna’s testimonial”/)).toBeTruthy();
    expect(within(dialog).getByText(/Its writer is not told who reported it/)).toBeTruthy();
  });
});
