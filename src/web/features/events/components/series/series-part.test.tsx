// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventSeries } from '@shared/series/series-rules';
import { everyThursday } from '../event-form-fixture';
import { SeriesPart } from './series-part';
import { checkSeriesDraft, newSeriesDraft } from './series-draft';
import type { SeriesDraftState } from './use-series-draft';

const stateOf = (series: EventSeries | null): SeriesDraftState => {
  const draft = newSeriesDraft('2099-06-04');
  const check = checkSeriesDraft(draft, '2099-06-04');
  return { series, draft, check, edit: () => {}, hasProblems: false };
};
const thursdays: EventSeries = {
  id: 's1',
  repeats: 'Every Thursday',
  rule: everyThursday,
  dates: ['2099-06-11', '2099-06-18', '2099-06-25', '2099-07-02'].map((startDate, index) => ({
    id: `d${index}`,
    path: `/events/d${index}`,
    startDate,
    startTime: '19:00',
  })),
};

describe('SeriesPart', () => {
  it('offers the owner of a one-off event a repeat', () => {
    render(<SeriesPart state={stateOf(null)} startDate="2099-06-04" startTime="19:00" mayStart />);
    expect(screen.getByRole('combobox', { name: 'Repeats' })).toHaveProperty('value', 'none');
  });

  it('offers a co-host no repeat: making an event repeat is its owner’s', () => {
    const { container } = render(
      <SeriesPart
        state={stateOf(null)}
        startDate="2099-06-04"
        startTime="19:00"
        mayStart={false}
      />,
    );
    expect(container.textContent).toBe('');
  });

  it('says a date of a series is one, and that a save changes that date only', () => {
    render(
      <SeriesPart state={stateOf(thursdays)} startDate="2099-06-04" startTime="19:00" mayStart />,
    );
    expect(screen.queryByRole('combobox', { name: 'Repeats' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Repeats' }).textContent).toBe(
      'RepeatsThis is a date of a series: Every Thursday. Changes saved here apply to this date ' +
        'only, the next being Thu 11 Jun 2099, Thu 18 Jun 2099, Thu 25 Jun 2099.',
    );
  });
});
