import { useLayoutEffect, type RefObject } from 'react';

/** The bars pinned to the window's foot, each writing how much of it they cover (styles.css). */
export type BottomBar = '--bottom-bar-covers' | '--form-bar-covers';

/**
 * WCAG 2.4.11: keeps the CSS variable `name` on the document at the height of the window's
 * foot that the bar covers (its height plus its distance from the foot; nothing while it is
 * hidden). styles.css pads the document's scrolling by the largest, so a field or link that
 * takes focus is scrolled clear of the bar instead of under it.
 */
export function useCoveredBottom(bar: RefObject<HTMLElement | null>, name: BottomBar) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const height = element.offsetHeight;
      const offset = parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty(name, `${height > 0 ? Math.ceil(height + offset) : 0}px`);
    };
    measure();
    // Its size (a second row of buttons, a search box opening, hidden at a breakpoint), and its
    // distance from the foot (which changes at a breakpoint, the size not always).
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(name);
    };
  }, [bar, name]);
}
