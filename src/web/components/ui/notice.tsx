import { Slot } from './slot';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * A green box: good news, or what to know before going on. Give it `role="status"` where it
 * appears in answer to something the person did; `asChild` lends its look to a paragraph.
 */
export function Notice({
  className,
  asChild,
  corners = '2xl',
  ...props
}: ComponentProps<'div'> & { asChild?: boolean; corners?: 'xl' | '2xl' }) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      className={cn(
        corners === 'xl' ? 'rounded-xl' : 'rounded-2xl',
        'border border-sage-200 bg-sage-50 p-4',
        className,
      )}
      {...props}
    />
  );
}
