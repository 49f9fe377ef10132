import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';

// Spec 01 §9: 3 retries, 5000 ms timeout, 100 ms check delay.
const RETRIES = 3;
const TIMEOUT_MS = 5000;
const CHECK_DELAY_MS = 100;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const here = () => window.location.pathname + window.location.search;

/**
 * Mobile navigation that does not get stuck: client-side navigation is tried and checked up to
 * three more times, then the browser is sent there with a full page load.
 */
export function useResilientNavigate() {
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      for (let attempt = 0; attempt <= RETRIES; attempt++) {
        try {
          await Promise.race([navigate(to), wait(TIMEOUT_MS)]);
          await wait(CHECK_DELAY_MS);
          if (here() === to) return;
        } catch {
          // fall through to the next attempt
        }
      }
      try {
        window.location.assign(to);
      } catch {
        toast.error('Navigation failed. Please try again.');
      }
    },
    [navigate],
  );
}
