import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The app's toasts, without sonner in the first download (issue 14's JavaScript budget):
 * `toast.success(...)` loads sonner on first use and shows the toast once it has arrived, in
 * the order the calls were made. `ToastHost` (components/ui/toaster) mounts sonner's Toaster as
 * soon as sonner is here; sonner hands a Toaster that mounts late the toasts already raised.
 */
type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info';

let loading: Promise<Sonner> | null = null;
let loaded: Sonner | null = null;
const listeners = new Set<() => void>();

/** Loads sonner once (again after a failed attempt), and tells the toast host when it is here. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (sonner) => {
      loaded = sonner;
      for (const listener of listeners) listener();
      return sonner;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** sonner once it has loaded, else null (for `useSyncExternalStore`). */
export function loadedSonner(): Sonner | null {
  return loaded;
}

export function onSonnerLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, message: string, options?: ExternalToast) {
  if (loaded) {
    loaded.toast[kind](message, options);
    return;
  }
  // Without the chunk (offline before it ever loaded) there is nothing to show the toast with.
  loadSonner().then(
    (sonner) => sonner.toast[kind](message, options),
    () => undefined,
  );
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};
