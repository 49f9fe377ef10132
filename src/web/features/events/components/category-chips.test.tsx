// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryChips } from './category-chips';

const categories = ['Breathwork', 'Cacao', 'Dance', 'Sound', 'Yoga', 'Tantra', 'Qigong'].map(
  (name, index) => ({ id: index + 1, name, color: '#2D4A22' }),
);

describe('CategoryChips', () => {
  it('offers "All categories" and at most 6 categories, pressing the selected ones', () => {
    render(<CategoryChips categories={categories} selected={[2]} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Categories' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All categories', 'Breathwork', 'Cacao', 'Dance', 'Sound', 'Yoga', 'Tantra']);
    expect(screen.getByRole('button', { name: 'Cacao' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Dance' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(
      screen.getByRole('button', { name: 'All categories' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('presses "All categories" when none is selected', () => {
    render(<CategoryChips categories={categories} selected={[]} onChange={() => {}} />);
    expect(
      screen.getByRole('button', { name: 'All categories' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('adds an unselected category, removes a selected one, and clears with "All categories"', () => {
    const onChange = vi.fn();
    render(<CategoryChips categories={categories} selected={[2, 3]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Yoga' }));
    expect(onChange).toHaveBeenLastCalledWith([2, 3, 5]);
    fireEvent.click(screen.getByRole('button', { name: 'Cacao' }));
    expect(onChange).toHaveBeenLastCalledWith([3]);
    fireEvent.click(screen.getByRole('button', { name: 'All categories' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows nothing when there are no categories', () => {
    const { container } = render(
      <CategoryChips categories={[]} selected={[]} onChange={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
