// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar';

describe('UserAvatar', () => {
  it('shows the default image when there is no avatar', () => {
    render(<UserAvatar src={null} alt="avatar" />);
    expect(screen.getByAltText('avatar').getAttribute('src')).toMatch(
      /\/default-avatar[\w-]*\.svg/,
    );
  });
  it('falls back to the default image when the avatar fails to load', () => {
    render(<UserAvatar src="/uploads/avatars/x.webp" alt="avatar" />);
    const img = screen.getByAltText('avatar');
    expect(img.getAttribute('src')).toBe('/uploads/avatars/x.webp');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toMatch(/\/default-avatar[\w-]*\.svg/);
  });
});
