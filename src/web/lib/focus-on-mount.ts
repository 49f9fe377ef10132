/**
 * Focuses an element when it is first drawn: pass it as the element's `ref`. React's `autoFocus`
 * did this; Preact (ADR 28) only writes the `autofocus` attribute, which a browser honours when
 * the page loads, not for an element drawn later (a dialog's field, a link box).
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
