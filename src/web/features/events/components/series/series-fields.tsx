import { useId, type ReactNode } from 'react';
import { FieldError, FormField } from '@web/components/ui/form-field';
import { Input, selectClass } from '@web/components/ui/input';

/** A short number of the repeat draft, typed: every how many weeks, the day of the month. */
export function DraftNumberField({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <Input
        inputMode="numeric"
        fullWidth={false}
        className="w-28"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}

/**
 * A group of the repeat draft's choices under its `legend` (the days of the week, how the series
 * ends), with what is wrong with them (`error`) said under them and tied to the group.
 */
export function DraftFieldset({
  legend,
  error,
  className,
  children,
}: {
  legend: string;
  error?: string;
  className: string;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      {children}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** One of a list of values of the repeat draft, chosen in a select: each shown by its `names`. */
export function DraftSelect<Value extends string | number>({
  label,
  error,
  value,
  values,
  names,
  describedBy,
  onChange,
}: {
  label: string;
  error?: string;
  value: Value;
  values: readonly Value[];
  names: Record<Value, string>;
  describedBy?: string;
  onChange: (value: Value) => void;
}) {
  return (
    <FormField label={label} error={error}>
      <select
        className={selectClass}
        value={value}
        aria-describedby={describedBy}
        // The option's value is text: the value it stands for is the one written the same.
        onChange={(e) => onChange(values.find((known) => String(known) === e.target.value)!)}
      >
        {values.map((known) => (
          <option key={known} value={known}>
            {names[known]}
          </option>
        ))}
      </select>
    </FormField>
  );
}
