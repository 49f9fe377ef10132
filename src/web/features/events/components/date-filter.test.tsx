// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateFilterPicker } from './date-filter';

describe('DateFilterPicker', () => {
  it('lists the date filters in order and presses only the current one', () => {
    render(<DateFilterPicker value="weekend" onChange={() => {}} />);
    const buttons = within(screen.getByRole('group', { name: 'Dates' })).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['All dates', 'false'],
      ['Today', 'false'],
      ['Tomorrow', 'false'],
      ['This weekend', 'true'],
      ['This week', 'false'],
      ['This month', 'false'],
    ]);
  });

  it('reports the filter chosen', () => {
    const onChange = vi.fn();
    render(<DateFilterPicker value="all" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(onChange).toHaveBeenCalledWith('tomorrow');
  });
});
