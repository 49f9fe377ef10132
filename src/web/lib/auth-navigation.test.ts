import { describe, expect, it } from 'vitest';
import { authPathFor, shouldNavigateToAuth } from './auth-navigation';

describe('auth navigation', () => {
  it('ignores the same auth navigation repeated within 500 ms (spec 01 §2)', () => {
    expect(shouldNavigateToAuth('/auth?returnTo=%2Fa', 1000)).toBe(true);
    expect(shouldNavigateToAuth('/auth?returnTo=%2Fa', 1499)).toBe(false);
    expect(shouldNavigateToAuth('/auth?returnTo=%2Fa', 2000)).toBe(true);
  });
  it('carries the current path and query as returnTo', () => {
    expect(authPathFor('/create-hosted-event?x=1')).toBe(
      '/auth?returnTo=%2Fcreate-hosted-event%3Fx%3D1',
    );
    expect(authPathFor('/')).toBe('/auth');
  });
});
