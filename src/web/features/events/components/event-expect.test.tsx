// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventFact } from '@shared/events/event-facts';
import { EventExpect } from './event-expect';

const facts: EventFact[] = [
  { id: 1, kind: 'access', name: 'Step-free access', icon: 'accessibility' },
  { id: 2, kind: 'access', name: 'Quiet space', icon: 'volume-x' },
  { id: 4, kind: 'audience', name: 'Beginners welcome', icon: 'sprout' },
  { id: 5, kind: 'intensity', name: 'Gentle', icon: 'feather' },
];

/** Each kind's heading and the words of its facts, in the page's order. */
function groups() {
  return screen.getAllByRole('list').map((list) => ({
    kind: list.previousElementSibling?.textContent,
    facts: within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  }));
}

describe('EventExpect (what to expect, on the event page)', () => {
  it('shows the facts kind by kind, each as its words with its icon beside them', () => {
    render(<EventExpect expect={{ facts, whatToBring: '', accessNotes: '' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'What to expect' })).toBeTruthy();
    expect(groups()).toEqual([
      { kind: 'Access', facts: ['Step-free access', 'Quiet space'] },
      { kind: 'Who it is for', facts: ['Beginners welcome'] },
      { kind: 'Intensity', facts: ['Gentle'] },
    ]);
    for (const item of screen.getAllByRole('listitem')) {
      const icon = item.querySelector('svg');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
      expect(item.textContent).not.toBe('');
    }
    expect(screen.queryByRole('heading', { name: 'Atmosphere' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What to bring' })).toBeNull();
  });

  it('shows nothing when the host said nothing', () => {
    const { container } = render(
      <EventExpect expect={{ facts: [], whatToBring: '', accessNotes: '' }} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('shows the notes as plain text, their line breaks kept', () => {
    const bring = 'A yoga mat\nA <b>warm</b> layer';
    render(
      <EventExpect
        expect={{ facts: [], whatToBring: bring, accessNotes: 'Lift to the 2nd floor' }}
      />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    const note = screen.getByRole('heading', { level: 3, name: 'What to bring' })
      .nextElementSibling as HTMLElement;
    expect(note.textContent).toBe(bring);
    expect(note.querySelector('b')).toBeNull();
    expect(note.className).toContain('whitespace-pre-line');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Access notes' }).nextElementSibling
        ?.textContent,
    ).toBe('Lift to the 2nd floor');
  });
});
