import { describe, expect, it } from 'vitest';
import { pathWithoutTrailingSlash } from './trailing-slash';

describe('the address of a page asked for with a trailing slash', () => {
  it('drops the slashes and keeps the query', () => {
    expect(pathWithoutTrailingSlash('/terms/')).toBe('/terms');
    expect(pathWithoutTrailingSlash('/@maya//')).toBe('/@maya');
    expect(pathWithoutTrailingSlash('/events/a/?id=1&x=/')).toBe('/events/a?id=1&x=/');
  });

  it('leaves alone what has no trailing slash, and the home page', () => {
    expect(pathWithoutTrailingSlash('/terms')).toBeNull();
    expect(pathWithoutTrailingSlash('/terms?next=/')).toBeNull();
    expect(pathWithoutTrailingSlash('/')).toBeNull();
  });

  it('never sends a browser to another site', () => {
    expect(pathWithoutTrailingSlash('//evil.example/')).toBeNull();
    expect(pathWithoutTrailingSlash('/\\evil.example/')).toBeNull();
    expect(pathWithoutTrailingSlash('///evil.example//')).toBeNull();
  });
});
