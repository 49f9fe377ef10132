// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberFollow } from '../pending-follow';
import { PendingFollowNotice } from './pending-follow-notice';

describe('PendingFollowNotice (the login page, reached from Follow)', () => {
  it('names the space the visitor will follow once back on its page', () => {
    rememberFollow({ spaceId: 's1', name: 'Maya Rivers', path: '/@maya' });
    render(<PendingFollowNotice returnTo="/@maya" />);
    expect(screen.getByText('Log in or sign up to follow Maya Rivers.')).toBeTruthy();
    localStorage.clear();
  });

  it('says nothing on the way back to another page', () => {
    rememberFollow({ spaceId: 's1', name: 'Maya Rivers', path: '/@maya' });
    const { container } = render(<PendingFollowNotice returnTo="/events" />);
    expect(container.textContent).toBe('');
    localStorage.clear();
  });

  it('says nothing once the follow has lapsed', () => {
    rememberFollow(
      { spaceId: 's1', name: 'Maya Rivers', path: '/@maya' },
      Date.now() - 2 * 3600_000,
    );
    const { container } = render(<PendingFollowNotice returnTo="/@maya" />);
    expect(container.textContent).toBe('');
    localStorage.clear();
  });
});
