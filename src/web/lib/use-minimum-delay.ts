import { useEffect, useState } from 'react';

/** True until `ms` have passed since the component mounted (spec 01 §4: skeleton ≥ 500 ms). */
export function useMinimumDelayPassed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}
