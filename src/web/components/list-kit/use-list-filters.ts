import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterStateContext, useSearchParams } from 'react-router';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

/**
 * A list's filters, kept in the address so a filtered list can be shared and survives a reload.
 * Several lists share one page (the super admin's), so each list's parameters carry its
 * `scope` (`?people.q=sam&reports.status=all`). A value at its default leaves the address, and
 * a value the list does not offer (an old or hand-edited link) reads as the default.
 */
export function useListFilters<K extends string>(
  scope: string,
  defaults: Record<K, string>,
  allowed: Partial<Record<K, readonly string[]>> = {},
) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
  const values = {} as Record<K, string>;
  for (const key of keys) {
    const raw = params.get(`${scope}.${key}`);
    const choices = allowed[key];
    values[key] = raw !== null && (!choices || choices.includes(raw)) ? raw : defaults[key];
  }
  const set = (changes: Partial<Record<K, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [K, string][]) {
          if (value === defaults[key] || value === '') next.delete(`${scope}.${key}`);
          else next.set(`${scope}.${key}`, value);
        }
        return next;
      },
      // A filter is not a page of its own: Back leaves the list rather than undoing each key.
      { replace: true, preventScrollReset: true },
    );
  return { values, set };
}

/**
 * A search box's text over a value kept in the address: the box shows each key at once, and
 * the trimmed text goes to the address (and so to the server) once typing pauses. The box takes
 * the address's value only when something else changed it (Back, a shared link), never when its
 * own write comes back, or keys typed meanwhile would be lost.
 */
export function useSearchText(inAddress: string, write: (value: string) => void, ms = 250) {
  const [text, setText] = useState(inAddress);
  const debounced = useDebouncedValue(text.trim(), ms);
  const written = useRef(inAddress);
  const latest = useRef({ inAddress, write });
  latest.current = { inAddress, write };
  // A write while the router is on its way somewhere would replace that navigation: a link
  // pressed within the pause was undone by the list's own change of address. The write waits
  // until the router is idle, and is never made if that navigation left the list. (The router's
  // state is read from its context because `useNavigation` throws outside a data router, as in
  // hook tests.)
  const navigating = useContext(UNSAFE_DataRouterStateContext)?.navigation.state ?? 'idle';
  useEffect(() => {
    if (navigating !== 'idle' || debounced === latest.current.inAddress) return;
    written.current = debounced;
    latest.current.write(debounced);
  }, [debounced, navigating]);
  useEffect(() => {
    if (inAddress === written.current) return;
    written.current = inAddress;
    setText(inAddress);
  }, [inAddress]);
  return [text, setText] as const;
}
