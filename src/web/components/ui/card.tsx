import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from './slot';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

// Each variant writes its own border and background, so that none overrides another's (ADR 36).
const cardVariants = cva('', {
  variants: {
    variant: {
      /** A card standing on its own, raised a little off the page. */
      raised: 'border border-stone-200 bg-white shadow-sm',
      /** A part of something larger: a form's section, a table's frame, an item of a list. */
      flat: 'border border-stone-200 bg-white',
      /** Where something will be: an empty list. */
      dashed: 'border border-dashed border-stone-300 bg-white',
      /** On a space's brand colours: no border, the colours showing through a little. */
      tinted: 'border-0 bg-white/80 shadow-sm',
      /** Only the card's corners: the caller's classes give its border, background and shadow. */
      bare: '',
    },
    /** `3xl`: a card that leads its page (a booking, a ticket, the hosts). */
    corners: { '2xl': 'rounded-2xl', '3xl': 'rounded-3xl' },
  },
  defaultVariants: { variant: 'raised', corners: '2xl' },
});

/** A white card; `asChild` lends its look to the element inside (a link, an article, a list item). */
export function Card({
  className,
  variant,
  corners,
  asChild,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof cardVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'div';
  return <Comp className={cn(cardVariants({ variant, corners }), className)} {...props} />;
}
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 p-6 pb-3', className)} {...props} />;
}
// Written out whole so that Tailwind finds each class in the source.
const TITLE_SIZES = { xl: 'text-xl', '2xl': 'text-2xl' } as const;

/** A card's heading; `size="xl"` for the cards of a page of many (profile, settings). */
export function CardTitle({
  className,
  size = '2xl',
  ...props
}: ComponentProps<'h2'> & { size?: keyof typeof TITLE_SIZES }) {
  return (
    <h2 className={cn(TITLE_SIZES[size], 'font-semibold text-forest-900', className)} {...props} />
  );
}
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-ink-muted', className)} {...props} />;
}
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-6 pt-3', className)} {...props} />;
}
