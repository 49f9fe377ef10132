import { createContext, createElement, lazy, useContext, type ComponentType } from 'react';

function Nothing() {
  return null;
}

type Loader = { load: () => Promise<unknown>; hydrateWhenLoaded: boolean };

/** Every part's loader by its name, so a page can load the parts it shows before it draws. */
const loaders = new Map<string, Loader>();

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
 *
 * On a page the server drew, the browser loads a part's code before it takes the page over, so
 * a press on it is never lost. A part whose presses need no script (links only) or that sits
 * below the first screen may say `hydrateWhenLoaded`: the page is taken over without it, and
 * React takes the part over once its code has arrived (selective hydration, ADR 29); until then
 * its links are plain links.
 */
export function lazyPart<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  { hydrateWhenLoaded = false }: { hydrateWhenLoaded?: boolean } = {},
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      () => (loaded = Nothing as ComponentType<Props>),
    ));
  // A module evaluated again (hot reload in development) names its part again: the newest wins.
  loaders.set(name, { load: loadOnce, hydrateWhenLoaded });
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

/** Starts loading the code of parts a page is about to draw (its route's loader calls it). */
export function preloadLazyParts(names: readonly string[]) {
  for (const name of names) void loaders.get(name)?.load();
}

/**
 * Loads the code of every part the app's loaded modules name: the server does so before it draws
 * a page, so no part on it waits for its code.
 */
export function loadLazyParts(): Promise<unknown> {
  return Promise.all([...loaders.values()].map(({ load }) => load()));
}

/**
 * Starts loading the code of the parts a page drawn on the server shows, and resolves once the
 * browser may take the page over: when every part that is not `hydrateWhenLoaded` is here.
 */
export function loadDrawnParts(names: readonly string[]): Promise<unknown> {
  const parts = names.flatMap((name) => loaders.get(name) ?? []);
  const loading = parts.map((part) => ({ part, loaded: part.load() }));
  return Promise.all(
    loading.filter(({ part }) => !part.hydrateWhenLoaded).map(({ loaded }) => loaded),
  );
}
