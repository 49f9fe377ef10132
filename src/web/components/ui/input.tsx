import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export const fieldClass =
  'w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-ink placeholder:text-stone-500 focus-visible:border-forest-700 aria-[invalid=true]:border-red-700 disabled:bg-stone-100';

/** A native select, as tall as an Input. */
export const selectClass = cn(fieldClass, 'h-11');

/** A checkbox or a radio button, in the brand colour. */
export const choiceClass = 'size-4 accent-forest-800';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-28 py-2.5 leading-6', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-ink', className)} {...props} />;
}
