import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'value'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

const state = (checked: boolean) => (checked ? 'checked' : 'unchecked');

/**
 * An on/off switch as Radix's Switch draws it (a button with role "switch", `aria-checked` and
 * `data-state`, toggled by click, Space and Enter), without its weight: `/signup` shows one on
 * arrival (issue 14's JavaScript budget, ADR 22). Its look is the caller's; `SwitchThumb` is the
 * sliding knob inside. Name it with a <label> whose htmlFor is its id, or with aria-labelledby.
 */
export function SwitchRoot({ checked, onCheckedChange, onClick, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state(checked)}
      data-disabled={props.disabled ? '' : undefined}
      value="on"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(!checked);
      }}
    />
  );
}

export function SwitchThumb({ checked, ...props }: ComponentProps<'span'> & { checked: boolean }) {
  return <span data-state={state(checked)} {...props} />;
}

/** The app's switch, in the brand colour. */
export function Switch({ className, ...props }: SwitchProps) {
  return (
    <SwitchRoot
      className={cn(
        'inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
        'bg-stone-500 data-[state=checked]:bg-forest-800 disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <SwitchThumb
        checked={props.checked}
        className={cn(
          'pointer-events-none block size-6 rounded-full bg-white shadow transition-transform',
          'translate-x-0 data-[state=checked]:translate-x-5',
        )}
      />
    </SwitchRoot>
  );
}
