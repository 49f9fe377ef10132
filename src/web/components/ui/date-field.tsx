import { format, parseISO } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { londonDate } from '@shared/events/london-dates';
import { formatGbDate, parseGbDate } from '@web/lib/gb-date-time';
import { useTypedValue } from '@web/lib/use-typed-value';
import { FormField } from './form-field';
import { TypedInput, type TypedFieldProps } from './typed-field';

// The calendar in Kindred's colours; forest on white and on sage is well above 4.5:1.
const calendarColours = {
  '--rdp-accent-color': 'var(--color-forest-800)',
  '--rdp-accent-background-color': 'var(--color-sage-100)',
} as CSSProperties;

/**
 * A date typed as dd/mm/yyyy, or picked from a calendar, whatever the browser's locale: a native
 * date input follows the browser's, so an American browser asked for mm/dd/yyyy.
 */
export function DateField({ label, error, name, inputRef, ...field }: TypedFieldProps) {
  const typed = useTypedValue({ ...field, parse: parseGbDate, display: formatGbDate });
  const [open, setOpen] = useState(false);
  const selected = field.value ? parseISO(field.value) : undefined;
  // The calendar's "today" is London's, like every date rule of Kindred.
  const today = parseISO(londonDate());
  return (
    <FormField label={label} hint="Day/month/year" error={typed.problem ?? error}>
      <TypedDateInput name={name} inputRef={inputRef} {...typed.inputProps}>
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger
            aria-label={`Choose the ${label.toLowerCase()} from a calendar`}
            className="absolute top-1/2 right-1.5 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-forest-800 hover:bg-sage-100"
          >
            <CalendarDays aria-hidden="true" className="size-5" />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="end"
              sideOffset={6}
              aria-label={`${label} calendar`}
              // The calendar focuses the chosen day (or today) itself, for arrow-key moves.
              onOpenAutoFocus={(e) => e.preventDefault()}
              className="z-50 rounded-2xl border border-stone-200 bg-white p-3 text-ink shadow-xl"
            >
              <DayPicker
                mode="single"
                locale={enGB}
                autoFocus
                today={today}
                selected={selected}
                defaultMonth={selected ?? today}
                style={calendarColours}
                onSelect={(day) => {
                  if (!day) return;
                  typed.choose(format(day, 'yyyy-MM-dd'));
                  setOpen(false);
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </TypedDateInput>
    </FormField>
  );
}

/** The text box with the calendar button inside its right end. */
function TypedDateInput({
  children,
  ...props
}: ComponentProps<typeof TypedInput> & { children: ReactNode }) {
  return (
    <div className="relative">
      <TypedInput {...props} placeholder="dd/mm/yyyy" className="pr-12" />
      {children}
    </div>
  );
}
