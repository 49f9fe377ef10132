import { createContext, createElement, lazy, useContext, type ComponentType } from 'react';

function Nothing() {
  return null;
}

/** Every part's loader by its name, so a page can load the parts it shows before it draws. */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * The names of the parts a page drawn on the server showed (ADR 29). The browser loads their
 * code before it takes the page over: React can then take over a part the moment it is pressed,
 * and the press does what it says (a part still waiting for its code lets the browser act on
 * the press itself: a form would be sent as a plain form).
 */
const DrawnParts = createContext<Set<string> | null>(null);
export const DrawnPartsProvider = DrawnParts.Provider;

/**
 * A part of a page in its own chunk, drawn (inside a Suspense) once the chunk has arrived. A
 * chunk that cannot be fetched (offline, or replaced by a new release) leaves the part out
 * rather than breaking the page around it. `name` is unique in the app.
 */
export function lazyPart<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      () => (loaded = Nothing as ComponentType<Props>),
    ));
  // A module evaluated again (hot reload in development) names its part again: the newest wins.
  loaders.set(name, loadOnce);
  const Lazy = lazy(() => {
    // A part whose code is here already is handed over at once: React then draws it in the
    // same pass instead of suspending for a tick (on the server, streaming it after the rest).
    if (loaded) return alreadyLoaded({ default: loaded });
    return loadOnce().then((component) => ({ default: component }));
  });
  function Part(props: Props) {
    useContext(DrawnParts)?.add(name);
    return createElement(Lazy as ComponentType<Props>, props);
  }
  Part.displayName = `LazyPart(${name})`;
  return Part;
}

/** A promise-like that calls back at once, which React.lazy reads as already resolved. */
function alreadyLoaded<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => unknown) => resolve(value) } as unknown as Promise<T>;
}

/**
 * Loads the code of the parts named, or of every part the app's loaded modules name. The server
 * loads them all before it draws a page, so no part on it waits for its code; the browser, the
 * ones the server's page shows, before it takes the page over.
 */
export function loadLazyParts(names?: readonly string[]): Promise<unknown> {
  const chosen = names ? names.map((name) => loaders.get(name)) : [...loaders.values()];
  return Promise.all(chosen.map((load) => load?.()));
}
