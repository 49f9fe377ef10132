import type { FieldErrors } from 'react-hook-form';
import type { SpaceInput } from '@shared/spaces/space-schemas';

/**
 * Errors found on submitting, each about the value it was found for: shown while the field still
 * holds that value, so editing it gives the field's live state back (the handle's check, say).
 */
export type FoundErrors = { errors: Record<string, string>; forValues: SpaceInput };

export function errorsStillTrue(found: FoundErrors | null | undefined, values: SpaceInput) {
  const still: Record<string, string> = {};
  for (const [field, message] of Object.entries(found?.errors ?? {})) {
    const key = field as keyof SpaceInput;
    if (JSON.stringify(values[key]) === JSON.stringify(found?.forValues[key]))
      still[field] = message;
  }
  return still;
}

/** The message of each top-level field in error; the form shows no nested field's (a social link's). */
export function messagesOf(errors: FieldErrors): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors))
    if (typeof error?.message === 'string') messages[field] = error.message;
  return messages;
}
