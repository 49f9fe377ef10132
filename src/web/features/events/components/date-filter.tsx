import { DATE_FILTERS, dateFilterLabels, type DateFilter } from '@shared/events/date-filters';
import { cn } from '@web/lib/cn';

export function DateFilterPicker({
  value,
  onChange,
}: {
  value: DateFilter;
  onChange: (next: DateFilter) => void;
}) {
  return (
    <div role="group" aria-label="Dates" className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1">
      {DATE_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            'h-9 shrink-0 rounded-full px-3.5 text-sm font-medium whitespace-nowrap text-forest-900 hover:bg-sage-100',
            'aria-pressed:bg-sage-200 aria-pressed:text-forest-950',
          )}
        >
          {dateFilterLabels[filter]}
        </button>
      ))}
    </div>
  );
}
