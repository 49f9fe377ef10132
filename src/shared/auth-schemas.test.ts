import { describe, expect, it } from 'vitest';
import { passwordSchema, signUpSchema, welcomePath } from './auth-schemas';
import { safeReturnTo } from './return-to';

describe('password rules', () => {
  it('accepts 8 to 128 characters with no composition rules', () => {
    expect(passwordSchema.safeParse('abcdefgh').success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(128)).success).toBe(true);
  });
  it('refuses 7 or 129 characters with the hint as the message', () => {
    expect(passwordSchema.safeParse('abcdefg').error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters long',
    );
    expect(passwordSchema.safeParse('x'.repeat(129)).success).toBe(false);
  });
  it('needs a name and a well-formed e-mail to sign up', () => {
    const result = signUpSchema.safeParse({ name: ' ', email: 'nope', password: 'long enough' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Name is required',
      'Please enter a valid email address',
    ]);
  });
});

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnTo('/profile')).toBe('/profile');
    expect(safeReturnTo('/create-hosted-event?draft=1')).toBe('/create-hosted-event?draft=1');
  });
  it('refuses other sites and protocol-relative URLs (no open redirect)', () => {
    expect(safeReturnTo('https://evil.example')).toBe('/');
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
  });
  it('never returns to the auth page itself', () => {
    expect(safeReturnTo('/auth?returnTo=/x')).toBe('/');
    expect(safeReturnTo(null)).toBe('/');
  });
});

describe('welcomePath', () => {
  it('carries a same-site destination to the welcome screens, and nothing else', () => {
    expect(welcomePath(false)).toBe('/auth?welcome=1');
    expect(welcomePath(true, '/@maya-rivers')).toBe(
      '/auth?welcome=space&returnTo=%2F%40maya-rivers',
    );
    expect(welcomePath(false, '/')).toBe('/auth?welcome=1');
    expect(welcomePath(false, '//evil.example')).toBe('/auth?welcome=1');
  });
});
