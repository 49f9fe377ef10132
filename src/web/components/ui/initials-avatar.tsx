import { useState } from 'react';
import { cn } from '@web/lib/cn';

/** Up to two letters of a name: "Theo Okafor" → "TO", "maya" → "M". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((w) => Array.from(w)[0]!.toUpperCase()).join('');
}

/**
 * A person's picture beside their name, or their initials when there is none or it fails to
 * load. Decorative: the name is written next to it.
 */
export function InitialsAvatar({
  src,
  name,
  className,
}: {
  src: string | null | undefined;
  name: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = cn('size-9 shrink-0 rounded-full', className);
  if (src && src !== failedSrc)
    return (
      <img
        src={src}
        alt=""
        onError={() => setFailedSrc(src)}
        className={cn(classes, 'bg-sage-100 object-cover')}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        classes,
        'grid place-items-center bg-sage-200 text-sm font-semibold text-forest-900',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
