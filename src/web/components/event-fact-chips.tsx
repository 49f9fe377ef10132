import type { EventFact } from '@shared/events/event-facts';
import { FactIcon } from '@web/components/fact-icon';
import { cn } from '@web/lib/cn';

/**
 * The facts of what to expect a card carries (at most two, issue 25), each an icon beside its
 * words; nothing when there are none.
 */
export function EventFactChips({ facts, className }: { facts: EventFact[]; className?: string }) {
  if (facts.length === 0) return null;
  return (
    <ul aria-label="What to expect" className={cn('flex flex-wrap gap-1.5', className)}>
      {facts.slice(0, 2).map((fact) => (
        <li
          key={fact.id}
          className="flex items-center gap-1 rounded-full border border-sage-200 px-2 py-0.5 text-xs font-medium text-forest-900"
        >
          <FactIcon fact={fact} className="size-3.5 shrink-0 text-forest-700" />
          {fact.name}
        </li>
      ))}
    </ul>
  );
}
