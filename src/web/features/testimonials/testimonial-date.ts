/**
 * "12 October 2026": the London day a testimonial was written. `lib/london-time.ts` has the
 * short month ("12 Oct 2026") and the long date with its weekday, not this one; built on first
 * use and kept, as its formats are.
 */
let format: Intl.DateTimeFormat | undefined;

export function testimonialDate(instant: string): string {
  format ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  return format.format(new Date(instant));
}
