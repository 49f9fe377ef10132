import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** A field's corners, colours and padding, the same on every input, select and text area. */
const fieldLook =
  'rounded-xl border-stone-300 bg-white px-3.5 text-ink placeholder:text-stone-500 focus-visible:border-forest-700 aria-[invalid=true]:border-red-700 disabled:bg-stone-100';

export const fieldClass = `w-full border ${fieldLook} text-base`;

/** A native select, as tall as an Input. */
export const selectClass = cn(fieldClass, 'h-11');

/** A checkbox or a radio button, in the brand colour. */
export const choiceClass = 'size-4 accent-forest-800';

// What differs from one input to another is a variant, so that a caller's class only adds to
// them (ADR 36).
const inputVariants = cva(fieldLook, {
  variants: {
    /** `false`: as wide as the caller's class says (`w-28` for a number of a few digits). */
    fullWidth: { true: 'w-full', false: '' },
    /** `sm` beside a small button; `lg` at the door, tapped with a thumb. */
    scale: { sm: 'h-9 text-base', md: 'h-11 text-base', lg: 'h-14 text-lg' },
    /** `false` inside a frame the caller draws around it (a handle after its @). */
    framed: { true: 'border', false: 'border-0' },
  },
  defaultVariants: { fullWidth: true, scale: 'md', framed: true },
});

export function Input({
  className,
  fullWidth,
  scale,
  framed,
  ...props
}: ComponentProps<'input'> & VariantProps<typeof inputVariants>) {
  return (
    <input className={cn(inputVariants({ fullWidth, scale, framed }), className)} {...props} />
  );
}

const textareaVariants = cva(`w-full border ${fieldLook} py-2.5`, {
  variants: {
    /** `sm`: a long code to read and copy rather than words to write. */
    words: { base: 'text-base leading-6', sm: 'text-sm' },
    /** `none`: as tall as its `rows`, however short. */
    minHeight: { md: 'min-h-28', none: 'min-h-0' },
  },
  defaultVariants: { words: 'base', minHeight: 'md' },
});

export function Textarea({
  className,
  words,
  minHeight,
  ...props
}: ComponentProps<'textarea'> & VariantProps<typeof textareaVariants>) {
  return <textarea className={cn(textareaVariants({ words, minHeight }), className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-ink', className)} {...props} />;
}
