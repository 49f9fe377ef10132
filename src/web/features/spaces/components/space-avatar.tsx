import { useEffect, useRef, useState } from 'react';
import defaultAvatarUrl from '@web/assets/default-avatar.svg?no-inline';
import { cn } from '@web/lib/cn';

/** Spec 02 §9: how long the image's shape may take to learn before the default fit stays. */
export const AVATAR_ANALYSIS_TIMEOUT_MS = 3_000;

// On white, so the words stay readable on any brand colour behind the avatar.
const caption = 'rounded-full bg-white px-2.5 py-0.5 text-sm shadow-sm';

// Written out whole so that Tailwind finds each class in the source.
const SIZES = {
  page: 'size-32 sm:size-40',
  field: 'size-24 sm:size-28',
  preview: 'size-20 sm:size-24',
} as const;

type AvatarProps = {
  src: string | null;
  name: string;
  accent: string;
  /** On the space's page, beside the form's image field, or in the form's live preview. */
  size?: keyof typeof SIZES;
  className?: string;
  /** Say "Loading..." beneath the avatar while the image loads (the form and its preview). */
  showLoading?: boolean;
};

/**
 * Spec 02 §2: the avatar is fitted by its shape: near-square images fill the frame, very tall
 * or wide ones are shown whole on a gradient. Without an image, or when it fails to load, the
 * default placeholder stands in, and if that fails too the first letter (spec 02 §2's order);
 * a failed image says "Image failed to load" beneath the avatar.
 * An image that takes longer than the analysis time-out keeps the default fit, so the photo
 * does not jump to another layout after people have started reading the page.
 */
export function SpaceAvatar(props: AvatarProps) {
  // What is learnt of one image (its shape, whether it loaded) belongs to that image: a new
  // image starts afresh, so one that failed never keeps the next one from showing.
  return <AvatarForImage key={props.src ?? ''} {...props} />;
}

function AvatarForImage({
  src,
  name,
  accent,
  size = 'page',
  className,
  showLoading = false,
}: AvatarProps) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [ratio, setRatio] = useState<number | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), AVATAR_ANALYSIS_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  // On a page drawn by the server the image may have loaded, or failed, before React was
  // listening (ADR 24): what it already knows is read once, when the avatar is hydrated.
  useEffect(() => {
    const img = image.current;
    if (!img?.complete) return;
    if (img.naturalWidth > 0) {
      setStatus('loaded');
      setRatio(img.naturalWidth / Math.max(1, img.naturalHeight));
      return;
    }
    // Complete with no pixels: a broken image, which the browser's decode() confirms.
    img.decode?.().catch(() => setStatus('failed'));
  }, []);
  const [placeholderFailed, setPlaceholderFailed] = useState(false);
  const letter = (name.trim()[0] ?? 'F').toUpperCase();
  const contain = ratio !== null && (ratio < 0.5 || ratio > 2);
  const showImage = src !== null && status !== 'failed';
  return (
    <div className="grid shrink-0 justify-items-center gap-1">
      <div
        className={cn(
          'relative grid place-items-center overflow-hidden rounded-full border-4 border-white shadow-md',
          SIZES[size],
          className,
        )}
        style={{ background: `linear-gradient(135deg, ${accent}22, ${accent}55)` }}
      >
        {showImage ? (
          <img
            ref={image}
            src={src}
            alt={`${name}'s photo`}
            onLoad={(e) => {
              setStatus('loaded');
              if (timedOut) return;
              setRatio(e.currentTarget.naturalWidth / Math.max(1, e.currentTarget.naturalHeight));
            }}
            onError={() => setStatus('failed')}
            className={cn('size-full', contain ? 'object-contain' : 'object-cover')}
          />
        ) : !placeholderFailed ? (
          // Decorative: the name is beside it, and a failed photo is said in words below.
          <img
            src={defaultAvatarUrl}
            alt=""
            data-testid="avatar-placeholder"
            onError={() => setPlaceholderFailed(true)}
            className="size-full object-cover"
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
      </div>
      {src !== null && status === 'failed' && (
        <p className={cn(caption, 'font-medium text-red-700')}>Image failed to load</p>
      )}
      {src !== null && status === 'loading' && showLoading && (
        <p className={cn(caption, 'text-ink-muted')} role="status">
          Loading...
        </p>
      )}
    </div>
  );
}
