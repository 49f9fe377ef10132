import type { EventCategory } from '@shared/events/event-schemas';
import { cn } from '@web/lib/cn';

const chipClass =
  'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors aria-pressed:border-forest-800 aria-pressed:bg-forest-800 aria-pressed:text-white';

/** Spec 01 §9: at most 6 unique categories are offered. */
export function CategoryChips({
  categories,
  selected,
  onChange,
}: {
  categories: EventCategory[];
  selected: number[];
  onChange: (next: number[]) => void;
}) {
  if (categories.length === 0) return null;
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={selected.length === 0}
        onClick={() => onChange([])}
        className={cn(chipClass, 'border-stone-300 bg-white text-forest-900')}
      >
        All categories
      </button>
      {categories.slice(0, 6).map((c) => (
        <button
          key={c.id}
          type="button"
          aria-pressed={selected.includes(c.id)}
          onClick={() => toggle(c.id)}
          className={cn(chipClass, 'border-stone-300 bg-white text-forest-900')}
        >
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full"
            style={{ backgroundColor: c.color }}
          />
          {c.name}
        </button>
      ))}
    </div>
  );
}
