import { useEffect, useState } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { handleFromName } from '@shared/spaces/handles';
import type { SpaceFormValues } from './space-form-values';

/**
 * Spec 02 §4: while `follows`, the handle follows the display name (300 ms after it changes; a
 * hand edit meanwhile stops it). Says whether one is on its way: the name it was last made from
 * differs from the name now.
 */
export function useGeneratedHandle({
  follows,
  displayName,
  setValue,
}: {
  follows: boolean;
  displayName: string;
  setValue: UseFormSetValue<SpaceFormValues>;
}) {
  const [madeFrom, setMadeFrom] = useState<string | null>(null);
  useEffect(() => {
    if (!follows) return;
    const timer = setTimeout(() => {
      setValue('handle', handleFromName(displayName) ?? '', { shouldDirty: true });
      setMadeFrom(displayName);
    }, 300);
    return () => clearTimeout(timer);
  }, [displayName, follows, setValue]);
  return { generating: follows && madeFrom !== displayName };
}
