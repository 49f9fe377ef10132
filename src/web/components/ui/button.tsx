import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from './slot';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

// No class here sets what another sets (ADR 36): what differs from one button to another is a
// variant, and a caller's class only adds to them.
const buttonCva = cva(
  'items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'rounded-full bg-forest-800 text-white hover:bg-forest-900',
        secondary: 'rounded-full bg-sage-100 text-forest-900 hover:bg-sage-200',
        outline:
          'rounded-full border border-forest-800/30 bg-white text-forest-900 hover:bg-sage-50',
        ghost: 'rounded-full text-forest-900 hover:bg-sage-100',
        link: 'rounded-none text-forest-700 underline underline-offset-2 hover:text-forest-900',
        danger: 'rounded-full bg-red-700 text-white hover:bg-red-800',
        /** Outline and ghost with red words: an action that removes or cancels something. */
        'outline-danger':
          'rounded-full border border-forest-800/30 bg-white text-red-800 hover:bg-sage-50',
        'ghost-danger': 'rounded-full text-red-800 hover:bg-sage-100',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-6 text-base',
        /** The door's scan button, big enough to hit without looking. */
        xl: 'h-14 px-6 text-lg',
        icon: 'size-11',
        'icon-sm': 'size-9',
        /** A link in a line of words: as tall as they are. */
        inline: 'h-auto px-5 text-sm',
      },
      /** Shown only from the `xs` breakpoint up (the header's less needed links). */
      hiddenBelowXs: { false: 'inline-flex', true: 'hidden xs:inline-flex' },
    },
    defaultVariants: { variant: 'primary', size: 'md', hiddenBelowXs: false },
  },
);

/** Button classes, for a link or a Radix part drawn as a button. */
export const buttonVariants = (props?: Parameters<typeof buttonCva>[0]) => cn(buttonCva(props));

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonCva> & { asChild?: boolean };

export function Button({
  className,
  variant,
  size,
  hiddenBelowXs,
  asChild,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={buttonVariants({ variant, size, hiddenBelowXs, className })}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
