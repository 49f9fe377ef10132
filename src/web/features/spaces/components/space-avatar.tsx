import { useEffect, useState } from 'react';
import { cn } from '@web/lib/cn';

/** Spec 02 §9: how long the image's shape may take to learn before the default fit stays. */
export const AVATAR_ANALYSIS_TIMEOUT_MS = 3_000;

/**
 * Spec 02 §2: the avatar is fitted by its shape: near-square images fill the frame, very tall
 * or wide ones are shown whole on a gradient. Without an image, the first letter stands in.
 * An image that takes longer than the analysis time-out keeps the default fit, so the photo
 * does not jump to another layout after people have started reading the page.
 */
export function SpaceAvatar({
  src,
  name,
  accent,
  className,
}: {
  src: string | null;
  name: string;
  accent: string;
  className?: string;
}) {
  const [ratio, setRatio] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    setRatio(null);
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), AVATAR_ANALYSIS_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [src]);
  const letter = (name.trim()[0] ?? 'F').toUpperCase();
  const contain = ratio !== null && (ratio < 0.5 || ratio > 2);
  return (
    <div
      className={cn(
        'relative grid size-32 shrink-0 place-items-center overflow-hidden rounded-full border-4 border-white shadow-md sm:size-40',
        className,
      )}
      style={{ background: `linear-gradient(135deg, ${accent}22, ${accent}55)` }}
    >
      {src && !failed ? (
        <img
          src={src}
          alt={`${name}'s photo`}
          onLoad={(e) => {
            if (timedOut) return;
            setRatio(e.currentTarget.naturalWidth / Math.max(1, e.currentTarget.naturalHeight));
          }}
          onError={() => setFailed(true)}
          className={cn('size-full', contain ? 'object-contain' : 'object-cover')}
        />
      ) : (
        <span
          aria-hidden="true"
          className="font-display text-5xl font-semibold"
          style={{ color: accent }}
        >
          {letter}
        </span>
      )}
      {failed && <span className="sr-only">Image failed to load</span>}
    </div>
  );
}
