import { useId, type ReactNode } from 'react';
import { Input, Label, selectClass } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useSearchText } from './use-list-filters';

/**
 * The row of filters above a list. With a `legend` it is a fieldset, named for screen readers
 * (the legend is not shown: the fields' own labels say enough to the eye).
 */
export function FilterBar({
  legend,
  className,
  children,
}: {
  legend?: string;
  className?: string;
  children: ReactNode;
}) {
  if (!legend) return <div className={className}>{children}</div>;
  return (
    <fieldset className={className}>
      <legend className="sr-only">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A labelled search field whose trimmed text reaches `onSearch` once typing pauses. */
export function SearchFilter({
  label,
  placeholder,
  value,
  onSearch,
  className = 'grid gap-1.5',
}: {
  label: string;
  placeholder?: string;
  /** The search the list shows now (from the address). */
  value: string;
  onSearch: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useSearchText(value, onSearch);
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}

/** A labelled native select: each option's value and the words it shows. */
export function SelectFilter<V extends string>({
  label,
  value,
  options,
  onChange,
  className = 'grid gap-1.5',
}: {
  label: string;
  value: V;
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn(className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
