import { useState } from 'react';
import { cn } from '@web/lib/cn';
import defaultAvatarUrl from '@web/assets/default-avatar.svg?no-inline';

// Bundled, so its address carries its hash and browsers keep it for a year.
const DEFAULT_AVATAR = defaultAvatarUrl;

/** An avatar that falls back to the default image when missing or when it fails to load. */
export function UserAvatar({
  src,
  className,
  alt = '',
}: {
  src: string | null | undefined;
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
      className={cn('size-9 rounded-full bg-sage-100 object-cover', className)}
    />
  );
}
