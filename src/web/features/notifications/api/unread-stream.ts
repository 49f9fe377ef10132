import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { NotificationList } from '@shared/notification-schemas';
import { notificationKeys } from './notifications';

export const UNREAD_STREAM_URL = '/api/notifications/stream';
/** After the server refused the stream (signed out, too many tabs, an outage): try again later. */
export const STREAM_RETRY_MS = 60_000;

type CountListener = (unread: number) => void;

/**
 * One stream per browser tab, however many components want the count: the first subscriber
 * opens it, the last one to leave closes it. `live` is true while events arrive; while it is
 * false the lists poll instead (`useNotifications`).
 */
const stream = {
  source: null as EventSource | null,
  retry: undefined as ReturnType<typeof setTimeout> | undefined,
  live: false,
  counts: new Set<CountListener>(),
  statusListeners: new Set<() => void>(),
};

function setLive(live: boolean) {
  if (stream.live === live) return;
  stream.live = live;
  for (const listener of stream.statusListeners) listener();
}

function connect() {
  // Without EventSource (an old browser, a test environment) the lists poll.
  if (typeof EventSource === 'undefined') return;
  const source = new EventSource(UNREAD_STREAM_URL);
  stream.source = source;
  source.addEventListener('unread', (event) => {
    const unread = Number((event as MessageEvent<string>).data);
    if (!Number.isInteger(unread)) return;
    setLive(true);
    for (const listener of stream.counts) listener(unread);
  });
  source.addEventListener('error', () => {
    setLive(false);
    // CONNECTING: the browser reconnects by itself (the server ended the stream, or the
    // network blinked). CLOSED: the server refused it; poll, and try again in a while.
    if (source.readyState !== EventSource.CLOSED) return;
    stream.source = null;
    stream.retry = setTimeout(() => {
      stream.retry = undefined;
      if (stream.counts.size > 0) connect();
    }, STREAM_RETRY_MS);
  });
}

function disconnect() {
  stream.source?.close();
  stream.source = null;
  clearTimeout(stream.retry);
  stream.retry = undefined;
  setLive(false);
}

function subscribeCounts(listener: CountListener): () => void {
  stream.counts.add(listener);
  if (stream.counts.size === 1 && !stream.source && !stream.retry) connect();
  return () => {
    stream.counts.delete(listener);
    if (stream.counts.size === 0) disconnect();
  };
}

function subscribeStatus(listener: () => void): () => void {
  stream.statusListeners.add(listener);
  return () => stream.statusListeners.delete(listener);
}

/**
 * Keeps the notification lists in step with the server's live unread count (issue 11): when
 * the count the stream sends differs from the one on screen, the lists are fetched again.
 * Answers whether the stream is live (if not, the lists poll).
 */
export function useLiveUnread(enabled: boolean): boolean {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return subscribeCounts((unread) => {
      const shown = queryClient.getQueriesData<NotificationList>({
        queryKey: notificationKeys.all,
      });
      if (shown.some(([, list]) => list?.unread !== unread))
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    });
  }, [enabled, queryClient]);
  const live = useSyncExternalStore(
    subscribeStatus,
    () => stream.live,
    () => false,
  );
  return enabled && live;
}
