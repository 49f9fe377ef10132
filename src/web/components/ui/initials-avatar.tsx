import { useState } from 'react';
import { cn } from '@web/lib/cn';

/** Up to two letters of a name: "Theo Okafor" → "TO", "maya" → "M". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((w) => Array.from(w)[0]!.toUpperCase()).join('');
}

// Written out whole so that Tailwind finds each class in the source.
const SIZES = { 7: 'size-7', 9: 'size-9', 12: 'size-12' } as const;

/**
 * A person's picture beside their name, or their initials when there is none or it fails to
 * load. Decorative: the name is written next to it.
 */
export function InitialsAvatar({
  src,
  name,
  size = 9,
  className,
}: {
  src: string | null | undefined;
  name: string;
  /** Its width and height, in Tailwind's spacing steps (`size-9`). */
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = cn(SIZES[size], 'shrink-0 rounded-full', className);
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
