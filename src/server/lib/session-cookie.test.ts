import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from './session-cookie';

describe('hasSessionCookie', () => {
  it('finds Kindred’s session cookie, on plain and secure sites', () => {
    expect(hasSessionCookie({ cookie: 'kindred.session_token=abc.def' })).toBe(true);
    expect(hasSessionCookie({ cookie: 'theme=dark; __Secure-kindred.session_token=abc' })).toBe(
      true,
    );
  });

  it('is not fooled by other cookies that mention a session token', () => {
    expect(hasSessionCookie({})).toBe(false);
    expect(hasSessionCookie({ cookie: 'theme=dark' })).toBe(false);
    expect(hasSessionCookie({ cookie: 'better-auth.session_token=abc' })).toBe(false);
    expect(hasSessionCookie({ cookie: 'my_session_token=abc' })).toBe(false);
    expect(hasSessionCookie({ cookie: 'kindred.session_token=' })).toBe(false);
  });
});
