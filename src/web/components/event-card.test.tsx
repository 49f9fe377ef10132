// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EventCard as EventCardData } from '@shared/events/event-schemas';
import { eventCard } from '@web/test/event-cards';
import { EventCard } from './event-card';

const event = (overrides: Partial<EventCardData> = {}): EventCardData =>
  eventCard({
    summary: 'Gongs and bowls at dawn.',
    tags: ['Gong'],
    facts: [
      { id: 1, kind: 'access', name: 'Step-free entrance', icon: 'accessibility' },
      { id: 12, kind: 'audience', name: 'Beginners welcome', icon: 'sprout' },
    ],
    ...overrides,
  });

const inRouter = (children: React.ReactNode) => <MemoryRouter>{children}</MemoryRouter>;

describe('EventCard: what to expect', () => {
  it('shows its facts, each as words beside a hidden icon', () => {
    render(inRouter(<EventCard event={event()} />));
    const list = screen.getByRole('list', { name: 'What to expect' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Step-free entrance',
      'Beginners welcome',
    ]);
    for (const item of items)
      expect(item.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows at most two, and nothing when there are none', () => {
    const three = event().facts.concat({
      id: 7,
      kind: 'atmosphere',
      name: 'Alcohol-free',
      icon: 'wine-off',
    });
    const { unmount } = render(inRouter(<EventCard event={event({ facts: three })} />));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Alcohol-free')).toBeNull();
    unmount();
    render(inRouter(<EventCard event={event({ facts: [] })} />));
    expect(screen.queryByRole('list', { name: 'What to expect' })).toBeNull();
    expect(screen.getByText('The Round House, Bristol')).toBeTruthy();
  });
});
