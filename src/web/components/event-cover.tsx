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
  // Preact (ADR 28) sets attributes in the order written: `src` last, so the browser reads the
  // loading hint, the widths and sizes before it starts to fetch.
  return <img alt="" {...img} sizes={sizes} srcSet={coverSrcSet(src)} src={src} />;
}
