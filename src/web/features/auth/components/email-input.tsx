import type { ComponentProps } from 'react';
import { Input } from '@web/components/ui/input';

/** The e-mail box of the log-in and sign-up forms: a phone's e-mail keyboard, the browser's fill. */
export function EmailInput(props: ComponentProps<'input'>) {
  return (
    <Input
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}
