import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * The frame of a table wider than a narrow screen, scrolling sideways. It is a named region in
 * the tab order, so a keyboard reaches the columns cut off (arrow keys scroll it) and sees where
 * it is (WCAG 2.1.1, 2.4.7; axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  ...props
}: ComponentProps<'div'> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto', className)}
      {...props}
    />
  );
}
