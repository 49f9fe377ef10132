import { describe, expect, it } from 'vitest';
import { PULL_THRESHOLD_PX, pullDistance } from './use-pull-to-refresh';

describe('pull-to-refresh (spec 01 §9)', () => {
  it('applies a resistance of 2.5, so a 200 px pull reaches the 80 px threshold', () => {
    expect(pullDistance(200)).toBe(PULL_THRESHOLD_PX);
    expect(pullDistance(199)).toBeLessThan(PULL_THRESHOLD_PX);
    expect(pullDistance(-50)).toBe(0);
  });
});
