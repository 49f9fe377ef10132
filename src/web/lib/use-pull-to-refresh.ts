import { useEffect, useState } from 'react';

// Spec 01 §9: 80 px threshold, resistance 2.5.
export const PULL_THRESHOLD_PX = 80;
export const PULL_RESISTANCE = 2.5;

/** How far the page has been pulled, after resistance, from a finger's travel. */
export function pullDistance(fingerTravelPx: number): number {
  return Math.max(0, fingerTravelPx / PULL_RESISTANCE);
}

/**
 * Pulling down from the very top of the page and letting go past the threshold calls
 * `onRefresh`. Returns the current pull distance, for the indicator.
 */
export function usePullToRefresh(enabled: boolean, onRefresh: () => void): number {
  const [distance, setDistance] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let startY: number | null = null;
    let current = 0;
    const start = (e: TouchEvent) => {
      startY = window.scrollY <= 0 && e.touches.length === 1 ? e.touches[0]!.clientY : null;
    };
    const move = (e: TouchEvent) => {
      if (startY === null) return;
      current = pullDistance(e.touches[0]!.clientY - startY);
      setDistance(current);
    };
    const end = () => {
      if (startY !== null && current >= PULL_THRESHOLD_PX) onRefresh();
      startY = null;
      current = 0;
      setDistance(0);
    };
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchmove', move, { passive: true });
    window.addEventListener('touchend', end);
    window.addEventListener('touchcancel', end);
    return () => {
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', end);
      window.removeEventListener('touchcancel', end);
    };
  }, [enabled, onRefresh]);
  return distance;
}
