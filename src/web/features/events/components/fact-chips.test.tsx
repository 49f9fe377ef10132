// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventFact } from '@shared/events/event-facts';
import { FactChips } from './fact-chips';

const catalogueFacts: EventFact[] = [
  { id: 1, kind: 'access', name: 'Step-free entrance', icon: 'accessibility' },
  { id: 2, kind: 'access', name: 'Hearing loop', icon: 'ear' },
  { id: 7, kind: 'atmosphere', name: 'Alcohol-free', icon: 'wine-off' },
  { id: 9, kind: 'atmosphere', name: 'Quiet space', icon: 'volume-x' },
  { id: 11, kind: 'atmosphere', name: 'Phones away', icon: 'phone-off' },
  { id: 12, kind: 'audience', name: 'Beginners welcome', icon: 'sprout' },
  { id: 18, kind: 'intensity', name: 'Gentle', icon: 'feather' },
];

const chipNames = () =>
  within(screen.getByRole('group', { name: 'What to expect' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('FactChips ("What to expect" on home)', () => {
  it('offers the access facts and the ones people look for most, each with its icon', () => {
    render(<FactChips facts={catalogueFacts} selected={[]} onChange={() => {}} />);
    expect(chipNames()).toEqual([
      'Step-free entrance',
      'Hearing loop',
      'Alcohol-free',
      'Quiet space',
      'Beginners welcome',
    ]);
    const chip = screen.getByRole('button', { name: 'Hearing loop' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    // The icon is beside the words, hidden from assistive technology.
    expect(chip.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the rest behind "2 more", and keeps a chosen one in view', () => {
    const { rerender } = render(
      <FactChips facts={catalogueFacts} selected={[]} onChange={() => {}} />,
    );
    const more = screen.getByRole('button', { name: '2 more things to expect' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(chipNames()).toHaveLength(7);
    expect(chipNames()).toContain('Phones away');
    fireEvent.click(screen.getByRole('button', { name: 'Fewer things to expect' }));
    expect(chipNames()).not.toContain('Gentle');

    rerender(<FactChips facts={catalogueFacts} selected={[18]} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Gentle' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: '1 more thing to expect' })).toBeTruthy();
  });

  it('adds a fact, takes a chosen one away, and clears them all', () => {
    const onChange = vi.fn();
    render(<FactChips facts={catalogueFacts} selected={[1, 7]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Beginners welcome' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 7, 12]);
    fireEvent.click(screen.getByRole('button', { name: 'Step-free entrance' }));
    expect(onChange).toHaveBeenLastCalledWith([7]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear what to expect' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    // The keyboard stays in the chips rather than falling to the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Step-free entrance' }));
  });

  it('shows nothing while there are no facts, and no Clear until one is chosen', () => {
    const { container, rerender } = render(
      <FactChips facts={[]} selected={[]} onChange={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(<FactChips facts={catalogueFacts} selected={[]} onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Clear what to expect' })).toBeNull();
  });
});
