import { useEffect, useSyncExternalStore } from 'react';
import { loadedSonner, loadSonner, onSonnerLoaded } from '@web/lib/toast';

/** How long after the first page has drawn sonner is fetched anyway, if nothing asked sooner. */
const IDLE_LOAD_TIMEOUT_MS = 3_000;

/**
 * Spec 01 §9: toasts at the top centre for 2500 ms, following the system theme. sonner is not
 * in the first download (issue 14): it arrives with the first toast, or once the browser is
 * idle after the first page, so that a toast raised offline (or by code that imports sonner
 * directly) still has a Toaster to show it.
 */
export function ToastHost() {
  const sonner = useSyncExternalStore(onSonnerLoaded, loadedSonner, () => null);
  useEffect(() => {
    const load = () => void loadSonner().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(load, { timeout: IDLE_LOAD_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(load, IDLE_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position="top-center"
      duration={2500}
      theme="system"
      closeButton
      // Our own colours: sonner's rich colours fall short of WCAG AA contrast.
      toastOptions={{
        classNames: {
          error: '!border-red-200 !bg-red-50 !text-red-900',
          success: '!border-sage-200 !bg-sage-50 !text-forest-900',
          info: '!border-stone-200 !bg-white !text-ink',
        },
      }}
    />
  );
}
