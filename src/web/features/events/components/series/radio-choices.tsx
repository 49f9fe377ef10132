import { useId } from 'react';
import { choiceClass } from '@web/components/ui/input';

/**
 * A row of radio buttons, each a bordered box with its words, for one value of the repeat draft
 * (how a series ends, when a moon series meets). Named by the fieldset its caller draws.
 */
export function RadioChoices<Value extends string | boolean>({
  choices,
  value,
  onChange,
}: {
  choices: readonly (readonly [Value, string])[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  const name = useId();
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map(([choice, label]) => (
        <label
          key={label}
          className="flex items-center gap-2 rounded-xl border border-stone-300 px-4 py-2.5"
        >
          <input
            type="radio"
            name={name}
            className={choiceClass}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {label}
        </label>
      ))}
    </div>
  );
}
