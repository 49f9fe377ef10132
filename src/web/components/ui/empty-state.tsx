import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { Card } from './card';

/** Where a list will be once it has something in it: a dashed card, its words centred. */
export function EmptyState({ className, ...props }: ComponentProps<'div'>) {
  return (
    <Card
      variant="dashed"
      className={cn('grid justify-items-center gap-3 px-6 py-12 text-center', className)}
      {...props}
    />
  );
}
