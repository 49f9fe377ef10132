import { useId } from 'react';
import type { EventFact } from '@shared/events/event-facts';
import { FactIcon } from '@web/components/fact-icon';
import { choiceClass } from '@web/components/ui/input';

const chipClass =
  'flex items-center gap-2 rounded-full border border-stone-300 px-3 py-1.5 text-sm has-[:checked]:border-forest-700 has-[:checked]:bg-sage-50';

/** A fact's icon and name beside its box or button: the words say it, the icon only shows it. */
function FactChip({ fact }: { fact: EventFact }) {
  return (
    <>
      <FactIcon fact={fact} className="size-4 shrink-0 text-forest-800" />
      {fact.name}
    </>
  );
}

/** One kind's facts as boxes to tick, under the kind's name. */
export function FactCheckboxes({
  legend,
  facts,
  chosen,
  describedBy,
  onToggle,
}: {
  legend: string;
  facts: EventFact[];
  chosen: number[];
  describedBy?: string;
  onToggle: (fact: EventFact) => void;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {facts.map((fact) => (
          <label key={fact.id} className={chipClass}>
            <input
              type="checkbox"
              className={choiceClass}
              checked={chosen.includes(fact.id)}
              onChange={() => onToggle(fact)}
            />
            <FactChip fact={fact} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A kind of which an event says one fact at most (its intensity), or none: "Not said". */
export function FactRadios({
  legend,
  facts,
  chosenId,
  describedBy,
  onChoose,
}: {
  legend: string;
  facts: EventFact[];
  chosenId: number | null;
  describedBy?: string;
  onChoose: (fact: EventFact | null) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        <label className={chipClass}>
          <input
            type="radio"
            name={name}
            className={choiceClass}
            checked={chosenId === null}
            onChange={() => onChoose(null)}
          />
          Not said
        </label>
        {facts.map((fact) => (
          <label key={fact.id} className={chipClass}>
            <input
              type="radio"
              name={name}
              className={choiceClass}
              checked={chosenId === fact.id}
              onChange={() => onChoose(fact)}
            />
            <FactChip fact={fact} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
