import { useEffect, useState } from 'react';

/**
 * True until `ms` have passed since the component mounted (spec 01 §4: skeleton ≥ 500 ms).
 * Content that is already there when the component mounts (drawn by the server, or cached)
 * shows at once: the rule is about a skeleton that flickers, and there is none to show.
 */
export function useMinimumDelayPassed(ms: number, { readyAtMount = false } = {}): boolean {
  const [passed, setPassed] = useState(readyAtMount);
  useEffect(() => {
    if (passed) return;
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms, passed]);
  return passed;
}
