import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from './slot';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

const cardVariants = cva('rounded-2xl border bg-white', {
  variants: {
    variant: {
      /** A card standing on its own, raised a little off the page. */
      raised: 'border-stone-200 shadow-sm',
      /** A part of something larger: a form's section, a table's frame, an item of a list. */
      flat: 'border-stone-200',
      /** Where something will be: an empty list. */
      dashed: 'border-dashed border-stone-300',
      /** On a space's brand colours: no border, the colours showing through a little. */
      tinted: 'border-0 bg-white/80 shadow-sm',
    },
  },
  defaultVariants: { variant: 'raised' },
});

/** A white card; `asChild` lends its look to the element inside (a link, an article, a list item). */
export function Card({
  className,
  variant,
  asChild,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof cardVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'div';
  return <Comp className={cn(cardVariants({ variant }), className)} {...props} />;
}
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 p-6 pb-3', className)} {...props} />;
}
export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-2xl font-semibold text-forest-900', className)} {...props} />;
}
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-ink-muted', className)} {...props} />;
}
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-6 pt-3', className)} {...props} />;
}
