import { afterEach } from 'vitest';

// Every DOM test unmounts what it rendered (Testing Library cleans up on its own only where
// Vitest's globals are on, and Kindred imports `afterEach` explicitly). Node-only unit tests
// have no document and skip it without loading React.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
