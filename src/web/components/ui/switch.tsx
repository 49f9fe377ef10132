import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * An on/off switch (role "switch", its state read out as on or off). Name it with a <label>
 * whose htmlFor is its id, or with aria-labelledby.
 */
export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      className={cn(
        'inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
        'bg-stone-500 data-[state=checked]:bg-forest-800 disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <RadixSwitch.Thumb
        className={cn(
          'pointer-events-none block size-6 rounded-full bg-white shadow transition-transform',
          'translate-x-0 data-[state=checked]:translate-x-5',
        )}
      />
    </RadixSwitch.Root>
  );
}
