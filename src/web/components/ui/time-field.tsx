import { parseClock } from '@web/lib/gb-date-time';
import { useTypedValue } from '@web/lib/use-typed-value';
import { FormField } from './form-field';
import { TypedInput, type TypedFieldProps } from './typed-field';

/**
 * A time typed on the 24-hour clock (HH:mm), whatever the browser's locale: a native time
 * input follows the browser's, so an American browser asked for AM and PM.
 */
export function TimeField({ label, error, name, inputRef, ...field }: TypedFieldProps) {
  const typed = useTypedValue({ ...field, parse: parseClock, display: (v) => v });
  return (
    <FormField label={label} hint="24-hour clock" error={typed.problem ?? error}>
      <TypedInput inputRef={inputRef} name={name} placeholder="HH:mm" {...typed.inputProps} />
    </FormField>
  );
}
