import type { ComponentProps } from 'react';
import { coverSrcSet } from '@shared/image-rules';

/**
 * An event's cover image, offered at every width we keep; `sizes` says how wide it is shown so
 * the browser fetches no more than it needs. Decorative: the event's title says what it is.
 */
export function EventCover({
  src,
  sizes,
  ...img
}: Omit<ComponentProps<'img'>, 'alt' | 'srcSet'> & { src: string; sizes: string }) {
  return <img src={src} srcSet={coverSrcSet(src)} sizes={sizes} alt="" {...img} />;
}
