import { cloneElement, useId, type ReactElement } from 'react';
import { cn } from '@web/lib/cn';
import { Label } from './input';

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
};

/** A label, its control, a hint and an error, wired together for screen readers. */
export function FormField({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * A field's error under it, named by the field's `aria-describedby` (`id`); nothing when there is
 * none. FormField draws its own; this is for the fields it does not wrap.
 */
export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/**
 * How much of a text field's limit is used, under its FormField: red once past the limit, which
 * the form refuses on sending (the field lets a little more be typed, so the count can show it).
 */
export function LengthCount({ length, max }: { length: number; max: number }) {
  return (
    <p
      className={cn(
        '-mt-2 text-right text-sm',
        length > max ? 'font-medium text-red-700' : 'text-ink-muted',
      )}
    >
      {length} / {max}
    </p>
  );
}
