import { lazy, type ComponentType } from 'react';

function Nothing() {
  return null;
}

/**
 * A part of a page in its own chunk, drawn (inside a Suspense) once the chunk has arrived. A
 * chunk that cannot be fetched (offline, or replaced by a new release) leaves the part out
 * rather than breaking the page around it.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      return { default: Nothing as ComponentType<Props> };
    }
  });
}
