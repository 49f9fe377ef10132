import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from './slot';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

const buttonCva = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-forest-800 text-white hover:bg-forest-900',
        secondary: 'bg-sage-100 text-forest-900 hover:bg-sage-200',
        outline: 'border border-forest-800/30 bg-white text-forest-900 hover:bg-sage-50',
        ghost: 'text-forest-900 hover:bg-sage-100',
        link: 'rounded-none px-0 text-forest-700 underline underline-offset-2 hover:text-forest-900',
        danger: 'bg-red-700 text-white hover:bg-red-800',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** Button classes, merged so that a caller's class (say `hidden`) wins over the base ones. */
export const buttonVariants = (props?: Parameters<typeof buttonCva>[0]) => cn(buttonCva(props));

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonCva> & { asChild?: boolean };

export function Button({ className, variant, size, asChild, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={buttonVariants({ variant, size, className })}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
