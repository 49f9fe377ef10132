import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec 01 §9: the narrow-screen breakpoint of the simpler profile menu. */
export const NARROW_QUERY = '(max-width: 449px)';
/**
 * Phones and tablets held either way (an iPad is 1024 px wide in landscape, 768–834 px upright):
 * the layouts a finger uses, where pulling the page down refreshes it.
 */
export const TOUCH_LAYOUT_QUERY = '(max-width: 1023px)';
