import { options } from 'preact';

/**
 * React runs the effects of a render caused by a click or a key before it handles the next
 * event; Preact (ADR 28) waits for the next frame. A timer set by an effect could then fire
 * after the render that should have stopped it: a handle made from the display name
 * overwrote the one just typed (e2e, signing up with a space on a busy machine). Here effects
 * run as soon as their render is done, before any timer or event.
 */
export function runEffectsAfterEachRender() {
  options.requestAnimationFrame = (flushEffects) => queueMicrotask(flushEffects);
}
