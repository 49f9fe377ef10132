import { useId, useRef, useState } from 'react';
import type { EventFact } from '@shared/events/event-facts';
import { FactIcon } from '@web/components/fact-icon';
import { cn } from '@web/lib/cn';

const chipClass =
  'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3.5 text-sm font-medium whitespace-nowrap text-forest-900 transition-colors aria-pressed:border-forest-800 aria-pressed:bg-forest-800 aria-pressed:text-white';

/**
 * Besides every access fact (it decides whether someone can come at all), the facts people look
 * for most, offered at once. The others wait behind "N more", so the first screen of a phone keeps
 * one row of them; a fact renamed in the catalogue simply moves there.
 */
const FEATURED = new Set(['Beginners welcome', 'Alcohol-free', 'Quiet space']);
const isFeatured = (fact: EventFact) => fact.kind === 'access' || FEATURED.has(fact.name);

/**
 * "What to expect" on home (issue 25): chips that keep to the events with every chosen fact. A
 * chosen fact stays in view, so an address shared with one shows it pressed.
 */
export function FactChips({
  facts,
  selected,
  onChange,
}: {
  facts: EventFact[];
  selected: number[];
  onChange: (next: number[]) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const labelId = useId();
  const chipsId = useId();
  const chipsRef = useRef<HTMLDivElement>(null);
  if (facts.length === 0) return null;
  const shown = expanded
    ? facts
    : facts.filter((fact) => isFeatured(fact) || selected.includes(fact.id));
  const hidden = facts.length - shown.length;
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  return (
    <div className="grid gap-0.5">
      <div className="flex items-center gap-3">
        <p id={labelId} className="text-sm font-semibold text-forest-900">
          What to expect
        </p>
        {selected.length > 0 && (
          <button
            type="button"
            onClick={() => {
              onChange([]);
              // Clear goes with what it cleared: keep the keyboard in the chips, not on the page.
              chipsRef.current?.querySelector('button')?.focus();
            }}
            className="min-h-6 text-sm font-medium text-forest-700 underline underline-offset-2"
          >
            Clear<span className="sr-only"> what to expect</span>
          </button>
        )}
        {(hidden > 0 || expanded) && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={chipsId}
            onClick={() => setExpanded(!expanded)}
            className="ml-auto min-h-6 text-sm font-medium text-forest-700 underline underline-offset-2"
          >
            {expanded ? 'Fewer' : `${hidden} more`}
            <span className="sr-only">{hidden === 1 ? ' thing' : ' things'} to expect</span>
          </button>
        )}
      </div>
      {/*
        One row that scrolls on a phone; every fact, wrapped, once the rest are shown. The padding
        keeps a chip's focus ring (3 px, 2 px out) clear of the scrolling row's edges.
      */}
      <div
        id={chipsId}
        ref={chipsRef}
        role="group"
        aria-labelledby={labelId}
        className={cn(
          'flex gap-2',
          expanded
            ? 'flex-wrap py-1.5'
            : '-mx-4 overflow-x-auto px-4 py-1.5 sm:mx-0 sm:flex-wrap sm:overflow-x-visible sm:px-0',
        )}
      >
        {shown.map((fact) => (
          <button
            key={fact.id}
            type="button"
            aria-pressed={selected.includes(fact.id)}
            onClick={() => toggle(fact.id)}
            className={chipClass}
          >
            <FactIcon fact={fact} className="size-4 shrink-0" />
            {fact.name}
          </button>
        ))}
      </div>
    </div>
  );
}
