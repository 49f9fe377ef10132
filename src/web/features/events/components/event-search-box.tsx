import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isSearchable } from '@shared/events/search-term';
import { cn } from '@web/lib/cn';

/**
 * The header search (spec 01 §2, §4). Its text lives in the address (?q=) so a search can be
 * shared and survives a reload; 3 or more characters clear the selected categories.
 */
export function EventSearchBox({
  className,
  autoFocus = false,
}: {
  className?: string;
  autoFocus?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('q') ?? '';
  // The box shows each key at once. Bound to the address alone it lost keys typed quickly:
  // the address changes a moment after each key (a navigation), and a key pressed meanwhile
  // landed in the old text. It takes the address's text only when something else changed it
  // (the results' Clear, Back), not when its own writes come back.
  const [value, setValue] = useState(inAddress);
  const written = useRef<string[]>([]);
  // Text typed into a page drawn on the server before the app took it over (ADR 29) is still in
  // the field, which hydration leaves as it is: it is taken up and searched.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== value) update(typed);
    // Once, as the app takes the page over; `update` is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const at = written.current.indexOf(inAddress);
    if (at === -1) {
      written.current = [];
      setValue(inAddress);
    } else written.current.splice(0, at + 1);
  }, [inAddress]);

  const update = (next: string) => {
    setValue(next);
    written.current.push(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('q', next);
        else updated.delete('q');
        if (isSearchable(next)) updated.delete('categories');
        return updated;
      },
      { replace: true },
    );
  };

  return (
    // Before the app has started, Enter searches as a plain form does: /?q=…, drawn by the server.
    <form
      role="search"
      action="/"
      className={cn('relative', className)}
      onSubmit={(e) => e.preventDefault()}
    >
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        type="search"
        name="q"
        aria-label="Search events"
        placeholder="Search events, places, facilitators"
        value={value}
        ref={field}
        autoFocus={autoFocus}
        onChange={(e) => update(e.target.value)}
        className="h-11 w-full rounded-full border border-stone-300 bg-white pr-10 pl-10 text-base text-ink placeholder:text-stone-500 focus-visible:border-forest-700 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => update('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted hover:bg-stone-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
