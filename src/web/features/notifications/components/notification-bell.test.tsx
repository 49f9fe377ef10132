// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationList } from '@shared/notification-schemas';
import { NotificationBell } from './notification-bell';
import { bellLabel, unreadBadgeText } from './unread-badge';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const TOP_CENTRE_2500 = { position: 'top-center', duration: 2500 };

describe('the unread badge (spec 01 §9)', () => {
  it('shows the count up to 9, then "9+", and nothing when all is read', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(3)).toBe('3');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(57)).toBe('9+');
  });

  it('names the bell with the exact count for screen readers', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(12)).toBe('Notifications, 12 unread');
  });
});

/** Stands in for the browser's EventSource, so a test can send the server's events. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(unread: number) {
    this.dispatchEvent(new MessageEvent('unread', { data: String(unread) }));
  }
}

const note = (overrides: Partial<Notification>): Notification => ({
  id: crypto.randomUUID(),
  type: 'cohost_invitation_accepted',
  title: 'Invitation accepted',
  message: 'Theo Okafor accepted your invitation to co-host Sound Bath',
  data: {},
  read: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

const invitation = note({
  type: 'cohost_invitation',
  title: 'Co-host invitation',
  message: 'Maya Rivers invited you to co-host Full Moon Circle',
  data: { event_id: 'e1', collaboration_id: 'c1', role: 'co-host', inviter_id: 'u1' },
});

describe('NotificationBell (spec 01 §2, §4, §8)', () => {
  /** What GET /api/notifications answers next; a number is an error status. */
  let lists: Array<NotificationList | number | 'never'>;
  let requests: Array<{ url: string; method: string }>;
  let failWrites: boolean;

  beforeEach(() => {
    lists = [];
    requests = [];
    failWrites = false;
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        requests.push({ url, method });
        if (method !== 'GET')
          return failWrites
            ? new Response(JSON.stringify({ message: 'Nope' }), { status: 409 })
            : new Response(null, { status: 204 });
        const next = lists.length > 1 ? lists.shift()! : (lists[0] ?? 500);
        if (next === 'never') return new Promise<Response>(() => {});
        if (typeof next === 'number') return new Response('{}', { status: next });
        return new Response(JSON.stringify(next), { status: 200 });
      }),
    );
  });

  const mount = () =>
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });
  const openPanel = async () => {
    fireEvent.click(await bell());
    return screen.findByRole('dialog', { name: 'Notifications' });
  };
  const reads = () => requests.filter((r) => r.method === 'GET').length;
  /** Presses `button` on the invitation; expects the toast `said` and a POST to its `answer`. */
  const answerInvitation = async (
    panel: HTMLElement,
    button: string,
    said: string,
    answer: 'accept' | 'decline',
  ) => {
    fireEvent.click(await within(panel).findByRole('button', { name: button }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(said, TOP_CENTRE_2500));
    expect(requests).toContainEqual({
      url: `/api/cohost-invitations/c1/${answer}`,
      method: 'POST',
    });
  };

  it('badges the unread count and lists the newest in the panel, with a link to all', async () => {
    lists = [{ notifications: [invitation, note({ read: true })], unread: 3 }];
    mount();
    const button = await bell('Notifications, 3 unread');
    expect(within(button).getByText('3')).toBeTruthy();
    expect(requests[0]!.url).toBe('/api/notifications?limit=10');

    const panel = await openPanel();
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Co-host invitation')).toBeTruthy();
    expect(within(items[0]!).getByText('(unread)')).toBeTruthy();
    expect(within(items[0]!).getByText('5 minutes ago')).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    // A read one that is not an invitation has nothing left to do.
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).queryByText('(unread)')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it('shows "9+" above 9', async () => {
    lists = [{ notifications: [note({})], unread: 10 }];
    mount();
    expect(within(await bell('Notifications, 10 unread')).getByText('9+')).toBeTruthy();
  });

  it('says so when there is nothing, without a badge', async () => {
    lists = [{ notifications: [], unread: 0 }];
    mount();
    const panel = await openPanel();
    expect(await within(panel).findByText('No notifications yet.')).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('shows an empty list and nothing unread when they cannot be fetched', async () => {
    lists = [500];
    mount();
    const panel = await openPanel();
    expect(await within(panel).findByText('No notifications yet.')).toBeTruthy();
    expect((await bell()).getAttribute('aria-label')).toBe('Notifications');
  });

  it('shows a loading state until the list arrives', async () => {
    lists = ['never'];
    mount();
    const panel = await openPanel();
    expect(within(panel).getByRole('status').textContent).toBe('Loading notifications…');
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    lists = [{ notifications: [], unread: 0 }];
    mount();
    const panel = await openPanel();
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(await bell());
  });

  it('accepts an invitation, says so at the top centre, and loads the list again', async () => {
    lists = [
      { notifications: [invitation], unread: 1 },
      { notifications: [], unread: 0 },
    ];
    mount();
    const panel = await openPanel();
    await answerInvitation(panel, 'Accept', 'Invitation accepted', 'accept');
    expect(await within(panel).findByText('No notifications yet.')).toBeTruthy();
    expect((await bell()).getAttribute('aria-label')).toBe('Notifications');
  });

  it('declines, and says when an answer fails', async () => {
    lists = [{ notifications: [invitation], unread: 1 }];
    mount();
    const panel = await openPanel();
    await answerInvitation(panel, 'Decline', 'Invitation declined', 'decline');

    failWrites = true;
    fireEvent.click(await within(panel).findByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to respond to invitation. Please try again.',
        TOP_CENTRE_2500,
      ),
    );
  });

  it('shows a notification read the moment it is marked, and unread again if that fails', async () => {
    const unread = note({ title: 'Invitation accepted' });
    // Answers to the list stay unread until the server has kept the change.
    lists = [{ notifications: [unread], unread: 1 }];
    mount();
    const panel = await openPanel();
    const item = () => within(panel).getByText('Invitation accepted').closest('li')!;
    await within(panel).findByText('Invitation accepted');
    failWrites = true;
    fireEvent.click(within(item()).getByRole('button', { name: 'Mark as read' }));
    // At once, before any answer: read, with nothing left to mark.
    expect(within(item()).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(within(item()).queryByText('(unread)')).toBeNull();
    await waitFor(() =>
      expect(requests).toContainEqual({
        url: `/api/notifications/${unread.id}/read`,
        method: 'POST',
      }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to mark the notification as read. Please try again.',
        TOP_CENTRE_2500,
      ),
    );
    // The list fetched again still has it unread, and so does the item once the action ends.
    expect(await within(item()).findByRole('button', { name: 'Mark as read' })).toBeTruthy();
    expect(within(item()).getByText('(unread)')).toBeTruthy();
  });

  it('clears all, marks all read, and says when clearing fails', async () => {
    lists = [{ notifications: [note({})], unread: 1 }];
    mount();
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(requests).toContainEqual({ url: '/api/notifications/read-all', method: 'POST' }),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Clear all' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'All notifications have been cleared',
        TOP_CENTRE_2500,
      ),
    );
    expect(requests).toContainEqual({ url: '/api/notifications', method: 'DELETE' });

    failWrites = true;
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Clear all' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Clear all' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to clear notifications. Please try again.',
        TOP_CENTRE_2500,
      ),
    );
  });

  it('fetches again when the live stream sends a different count, not the same one', async () => {
    lists = [
      { notifications: [], unread: 0 },
      { notifications: [note({})], unread: 1 },
    ];
    mount();
    await bell('Notifications');
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
      '/api/notifications/stream',
    ]);
    const [source] = FakeEventSource.opened;
    // The count on screen already: nothing to fetch (a fetch would have been started by now).
    await act(async () => {
      source!.send(0);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(reads()).toBe(1);
    act(() => source!.send(1));
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
    expect(reads()).toBe(2);
  });

  it('closes the stream when the bell goes', async () => {
    lists = [{ notifications: [], unread: 0 }];
    const { unmount } = mount();
    await bell();
    unmount();
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });
});
