import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * The API's field errors (a 400's `fieldErrors`), the first message of each, by field name.
 * With `within`, only the fields of that nested object (`space.handle`), named inside it.
 */
export function serverFieldErrors(error: unknown, within?: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!(error instanceof ApiError)) return found;
  const prefix = within ? `${within}.` : '';
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (!field.startsWith(prefix)) continue;
    found[field.slice(prefix.length)] = messages[0] ?? error.message;
  }
  return found;
}

/**
 * Puts the API's field errors on the form's fields. `wrappedIn`: the request carried the form's
 * values in that object (`event`), so `event.title` is the form's `title`. `only`: the form's
 * own fields, when the request carried others too. Returns the errors it placed.
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  { wrappedIn, only }: { wrappedIn?: string; only?: readonly FieldPath<T>[] } = {},
): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    const name = (
      wrappedIn && field.startsWith(`${wrappedIn}.`) ? field.slice(wrappedIn.length + 1) : field
    ) as FieldPath<T>;
    if (only && !only.includes(name)) continue;
    form.setError(name, { message });
    placed[name] = message;
  }
  return placed;
}
