// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { pendingFollowFor, rememberFollow, takePendingFollow } from './pending-follow';

const maya = { spaceId: 'space-1', name: 'Maya Rivers', path: '/@maya-rivers' };
const hour = 60 * 60 * 1000;

describe('the follow a visitor asked for before logging in', () => {
  beforeEach(() => localStorage.clear());

  it('is done once, on the space it was asked for', () => {
    rememberFollow(maya, 1000);
    expect(takePendingFollow('another-space', 2000)).toBe(false);
    expect(takePendingFollow('space-1', 2000)).toBe(true);
    expect(takePendingFollow('space-1', 3000)).toBe(false);
  });

  it('tells the login page which space it is for', () => {
    rememberFollow(maya, 1000);
    expect(pendingFollowFor('/@maya-rivers', 2000)?.name).toBe('Maya Rivers');
    expect(pendingFollowFor('/', 2000)).toBeNull();
  });

  it('lapses after an hour', () => {
    rememberFollow(maya, 1000);
    expect(pendingFollowFor('/@maya-rivers', 1000 + hour)).toBeNull();
    expect(takePendingFollow('space-1', 1000 + hour)).toBe(false);
  });

  it('ignores an unreadable entry', () => {
    localStorage.setItem('kindred:follow-after-login', '{not json');
    expect(takePendingFollow('space-1')).toBe(false);
  });
});
