import type { ComponentProps, Ref } from 'react';
import { Input } from './input';

/** What a form gives a field that shows its value in another format than it keeps it. */
export type TypedFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The text box of such a field. FormField hands it the id and descriptions that tie it to its
 * label; phones show digits and a point, which the date and time readers accept as separators.
 */
export function TypedInput({
  inputRef,
  ...props
}: Omit<ComponentProps<'input'>, 'ref'> & { inputRef?: Ref<HTMLInputElement> }) {
  return <Input ref={inputRef} type="text" inputMode="decimal" autoComplete="off" {...props} />;
}
