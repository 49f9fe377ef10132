// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@shared/notification-schemas';
import { hookProviders, stubApi } from '@web/test/hook-providers';
import { NotificationItem } from './notification-item';

const news = (data: Record<string, string>): Notification => ({
  id: crypto.randomUUID(),
  type: 'followed_published',
  title: 'New from Maya Rivers',
  message: 'Maya Rivers published Sound Bath: Sat 20 Jun 2099 at 19:00.',
  data,
  read: false,
  createdAt: new Date().toISOString(),
});

function mount(notification: Notification) {
  stubApi(() => ({ body: {} }));
  render(
    <ul>
      <NotificationItem notification={notification} />
    </ul>,
    { wrapper: hookProviders().wrapper },
  );
}

describe('a notification about an event', () => {
  it('links to the event’s page: news from someone followed', () => {
    const path = '/events/sound-bath-e1?id=e1';
    mount(news({ event_id: 'e1', host_id: 'u1', path }));
    const link = screen.getByRole('link', { name: 'See the event' });
    expect(link.getAttribute('href')).toBe(path);
    expect(link.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('links nowhere off the site, nor without an address', () => {
    mount(news({ event_id: 'e1', path: 'https://elsewhere.example/events/x' }));
    expect(screen.queryByRole('link', { name: 'See the event' })).toBeNull();
    mount(news({ event_id: 'e1' }));
    expect(screen.queryByRole('link', { name: 'See the event' })).toBeNull();
  });
});
