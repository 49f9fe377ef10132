import { useState } from 'react';
import { cn } from '@web/lib/cn';
import defaultAvatarUrl from '@web/assets/default-avatar.svg?no-inline';

// Bundled, so its address carries its hash and browsers keep it for a year.
const DEFAULT_AVATAR = defaultAvatarUrl;

// Written out whole so that Tailwind finds each class in the source.
const SIZES = { 6: 'size-6', 9: 'size-9', 12: 'size-12', 16: 'size-16', 24: 'size-24' } as const;

/** An avatar that falls back to the default image when missing or when it fails to load. */
export function UserAvatar({
  src,
  size = 9,
  className,
  alt = '',
}: {
  src: string | null | undefined;
  /** Its width and height, in Tailwind's spacing steps (`size-9`). */
  size?: keyof typeof SIZES;
  className?: string;
  alt?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : DEFAULT_AVATAR;
  return (
    <img
      src={usable}
      alt={alt}
      onError={() => src && setFailedSrc(src)}
      className={cn(SIZES[size], 'rounded-full bg-sage-100 object-cover', className)}
    />
  );
}
