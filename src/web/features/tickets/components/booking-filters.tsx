import { FilterBar, SearchFilter, SelectFilter } from '@web/components/list-kit/filter-bar';

type Options<V extends string> = readonly (readonly [V, string])[];

const FIELD = 'grid content-start gap-1.5';

/**
 * The filters above the host's orders and an event's attendees: a search by name, e-mail or
 * reference, one choice of the list's own (the event, the ticket) and a status, each offering
 * "All …" first ('' is all). The values come from the address and go back to it.
 */
export function BookingFilters<S extends string>({
  legend,
  className,
  q,
  onSearch,
  choice,
  status,
}: {
  legend: string;
  className: string;
  q: string;
  onSearch: (q: string) => void;
  choice: {
    label: string;
    value: string;
    all: string;
    options: Options<string>;
    onChange: (value: string) => void;
  };
  status: { value: S | ''; options: Options<S>; onChange: (value: S | '') => void };
}) {
  return (
    <FilterBar legend={legend} className={className}>
      <SearchFilter
        label="Search"
        placeholder="Name, e-mail or reference"
        className={`${FIELD} sm:col-span-2 lg:col-span-1`}
        value={q}
        onSearch={onSearch}
      />
      <SelectFilter
        label={choice.label}
        className={FIELD}
        value={choice.value}
        options={[['', choice.all], ...choice.options]}
        onChange={choice.onChange}
      />
      <SelectFilter<S | ''>
        label="Status"
        className={FIELD}
        value={status.value}
        options={[['', 'All statuses'], ...status.options]}
        onChange={status.onChange}
      />
    </FilterBar>
  );
}
