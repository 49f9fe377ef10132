// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyThursday } from '../event-form-fixture';
import { EventRepeatSection } from './event-repeat-section';
import { checkSeriesDraft, newSeriesDraft, type SeriesDraft } from './series-draft';

/** The section as the event form holds it: the draft in state, checked on every change. */
function RepeatHarness({
  startDate = '2026-12-03',
  startTime = '19:00',
  onRule,
}: {
  startDate?: string;
  startTime?: string;
  onRule?: (rule: unknown) => void;
}) {
  const [draft, setDraft] = useState<SeriesDraft>(() => newSeriesDraft(startDate));
  const check = checkSeriesDraft(draft, startDate);
  onRule?.(check.rule);
  return (
    <EventRepeatSection
      draft={draft}
      check={check}
      startDate={startDate}
      startTime={startTime}
      onChange={setDraft}
    />
  );
}

const repeats = () => screen.getByRole('combobox', { name: 'Repeats' });
const nextDates = () =>
  within(screen.getByRole('region', { name: 'Next dates' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('Skip', '').trim());

describe('EventRepeatSection', () => {
  beforeEach(() => {
    // "Next dates" start today in London: the tests live on 28 November 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('does not repeat until asked, then repeats weekly on the event’s own day', () => {
    const onRule = vi.fn();
    render(<RepeatHarness onRule={onRule} />);
    expect(repeats()).toHaveProperty('value', 'none');
    expect(screen.queryByRole('group', { name: 'On' })).toBeNull();
    fireEvent.change(repeats(), { target: { value: 'weekly' } });
    expect(screen.getByRole('checkbox', { name: 'Thursday' })).toHaveProperty('checked', true);
    expect(screen.getByText('Every Thursday')).toBeTruthy();
    expect(nextDates().slice(0, 3)).toEqual([
      'Thu 3 Dec 2026',
      'Thu 10 Dec 2026',
      'Thu 17 Dec 2026',
    ]);
    expect(onRule).toHaveBeenLastCalledWith(everyThursday);
  });

  it('says what is wrong beside the field, and offers no rule to save', () => {
    const onRule = vi.fn();
    render(<RepeatHarness onRule={onRule} />);
    fireEvent.change(repeats(), { target: { value: 'weekly' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Thursday' }));
    expect(screen.getByText('Choose at least one day of the week')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'On' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(onRule).toHaveBeenLastCalledWith(null);
    fireEvent.change(screen.getByRole('textbox', { name: 'Every how many weeks' }), {
      target: { value: '0' },
    });
    expect(screen.getByText('Repeat every 1 to 52 weeks')).toBeTruthy();
  });

  it('ends after a number of dates, and counts them', () => {
    render(<RepeatHarness />);
    fireEvent.change(repeats(), { target: { value: 'weekly' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Every how many weeks' }), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'After a number of dates' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Number of dates' }), {
      target: { value: '3' },
    });
    expect(screen.getByText('Every other Thursday')).toBeTruthy();
    expect(nextDates()).toEqual(['Thu 3 Dec 2026', 'Thu 17 Dec 2026', 'Thu 31 Dec 2026']);
    expect(screen.getByText('3 dates in all')).toBeTruthy();
  });

  it('skips a date from the list, and can take the skip back', () => {
    const onRule = vi.fn();
    render(<RepeatHarness onRule={onRule} />);
    fireEvent.change(repeats(), { target: { value: 'weekly' } });
    const skip = screen.getByRole('checkbox', { name: 'Skip Thu 24 Dec 2026' });
    fireEvent.click(skip);
    expect(onRule).toHaveBeenLastCalledWith(expect.objectContaining({ skipped: ['2026-12-24'] }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Skip Thu 24 Dec 2026' }));
    expect(onRule).toHaveBeenLastCalledWith(expect.objectContaining({ skipped: [] }));
  });

  it('follows the full moon by London’s calendar, from the event’s own date', () => {
    render(<RepeatHarness startDate="2026-12-24" />);
    fireEvent.change(repeats(), { target: { value: 'full-moon' } });
    expect(screen.getByRole('status').textContent).toBe('Every full moon');
    expect(nextDates().slice(0, 2)).toEqual(['Thu 24 Dec 2026', 'Fri 22 Jan 2027']);
    fireEvent.click(screen.getByRole('radio', { name: 'The evening before the full moon' }));
    // 24 December is the full moon's day, not the evening before one.
    expect(
      screen.getByText(
        'The event starts on Thu 24 Dec 2026, which is not a date of this series: its first date would be Thu 21 Jan 2027',
      ),
    ).toBeTruthy();
    expect(nextDates()[0]).toBe('Thu 21 Jan 2027');
  });

  it('tells the host when the clocks skip the start time on one of the dates', () => {
    render(<RepeatHarness startDate="2027-01-31" startTime="01:30" />);
    fireEvent.change(repeats(), { target: { value: 'monthly-weekday' } });
    expect(screen.getByRole('combobox', { name: 'Which' })).toHaveProperty('value', '-1');
    expect(screen.getByText('Last Sunday of the month')).toBeTruthy();
    expect(
      screen.getByText(
        /The clocks go forward at 01:00 on Sun 28 Mar 2027, so 01:30 does not exist/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/that date starts at 02:30/)).toBeTruthy();
  });
});
