import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * The path on screen, kept across layouts: the main layout and the auth pages' frame each
 * mount `useRouteFocus`, and a move from one to the other is a navigation too.
 */
let shownPath: string | null = null;

/** How long a page may take to draw its heading (its data loading) after the address changed. */
const HEADING_WAIT_MS = 10_000;

/** For tests: forget the path on screen, as a fresh page load does. */
export function resetRouteFocus() {
  shownPath = null;
}

/** Focuses an element without scrolling (scroll restoration decides where the page sits). */
function focusQuietly(element: HTMLElement) {
  // A heading or a frame takes focus from script only, never from Tab.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Moves focus to the page inside `root`: its first `h1` (inside `main`), else its `main`, else
 * `root` itself while the page is still loading; then, for a while, to the heading once it is
 * drawn, unless the person or the page has put focus somewhere else meanwhile. Answers a
 * function that stops waiting.
 */
export function focusPage(
  root: HTMLElement,
  stillCurrent: () => boolean = () => true,
  waitMs = HEADING_WAIT_MS,
): () => void {
  let holder: Element | null = null;
  const place = (): boolean => {
    const main = root.matches('main') ? root : root.querySelector<HTMLElement>('main');
    const heading = main?.querySelector<HTMLElement>('h1') ?? null;
    holder = heading ?? main ?? root;
    focusQuietly(holder as HTMLElement);
    return heading !== null;
  };
  if (place()) return () => undefined;

  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    const stillHolding = active === holder || active === null || active === document.body;
    if (!stillCurrent() || !stillHolding || place()) stop();
  });
  const timer = setTimeout(() => stop(), waitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

/**
 * WCAG 2.4.3: after an in-app navigation, focus goes to the new page's heading (or its main),
 * so a keyboard or screen reader user starts reading the new page instead of at `<body>`.
 * Not on the first page of a visit (it is server-rendered and hydrated: focus stays at the
 * document's start), not when only the query or hash changes (home's search and filters keep
 * focus in the search box or on the filter), and not when focus is inside an element marked
 * `data-keeps-focus` (a sub-navigation whose links stay on screen, like the dashboard's tabs).
 */
export function useRouteFocus(root: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = shownPath;
    shownPath = pathname;
    if (previous === null || previous === pathname) return;
    const active = document.activeElement;
    if (active?.isConnected && active.closest('[data-keeps-focus]')) return;
    if (root.current) focusPage(root.current, () => shownPath === pathname);
    // No clean-up stops the wait: under StrictMode the effect runs twice, and its second run
    // (seeing the same path) must not be left without the first run's wait.
  }, [pathname, root]);
}
