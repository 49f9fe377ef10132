// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_ANALYSIS_TIMEOUT_MS, SpaceAvatar } from './space-avatar';

/** Loads the image as if it were `width` × `height`. */
function load(img: HTMLElement, width: number, height: number) {
  Object.defineProperty(img, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(img);
}

describe('SpaceAvatar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
  });

  const renderAvatar = () => {
    render(<SpaceAvatar src="/uploads/spaces/a.webp" name="Maya Rivers" accent="#7c3aed" />);
    return screen.getByAltText("Maya Rivers's photo");
  };

  it('fills the frame with a near-square image', () => {
    const img = renderAvatar();
    load(img, 1000, 900);
    expect(img.className).toContain('object-cover');
  });

  it('shows a very tall or very wide image whole', () => {
    const img = renderAvatar();
    load(img, 400, 1000);
    expect(img.className).toContain('object-contain');
  });

  it('keeps the default fit when the image takes longer than the analysis time-out', () => {
    const img = renderAvatar();
    act(() => vi.advanceTimersByTime(AVATAR_ANALYSIS_TIMEOUT_MS));
    load(img, 400, 1000);
    expect(img.className).toContain('object-cover');
  });

  it('shows the default placeholder when there is no image, and the first letter if that fails too', () => {
    render(<SpaceAvatar src={null} name="maya" accent="#7c3aed" />);
    const placeholder = screen.getByTestId('avatar-placeholder');
    expect(placeholder.getAttribute('src')).toMatch(/default-avatar[\w-]*\.svg/);
    expect(placeholder.getAttribute('alt')).toBe('');
    expect(screen.queryByText('M')).toBeNull();
    fireEvent.error(placeholder);
    expect(screen.getByText('M')).toBeTruthy();
    expect(screen.queryByTestId('avatar-placeholder')).toBeNull();
  });

  it('says "Image failed to load" on screen when the image fails, and shows the placeholder, then the letter', () => {
    const img = renderAvatar();
    fireEvent.error(img);
    const message = screen.getByText('Image failed to load');
    expect(message.className).not.toContain('sr-only');
    expect(screen.queryByAltText("Maya Rivers's photo")).toBeNull();
    fireEvent.error(screen.getByTestId('avatar-placeholder'));
    expect(screen.getByText('M')).toBeTruthy();
    expect(screen.getByText('Image failed to load')).toBeTruthy();
  });

  it('shows the next image after one that failed, and the placeholder alone after it is removed', () => {
    const { rerender } = render(
      <SpaceAvatar src="blob:broken" name="Maya Rivers" accent="#7c3aed" />,
    );
    fireEvent.error(screen.getByAltText("Maya Rivers's photo"));
    rerender(<SpaceAvatar src="blob:good" name="Maya Rivers" accent="#7c3aed" />);
    expect(screen.getByAltText("Maya Rivers's photo").getAttribute('src')).toBe('blob:good');
    expect(screen.queryByText('Image failed to load')).toBeNull();

    fireEvent.error(screen.getByAltText("Maya Rivers's photo"));
    rerender(<SpaceAvatar src={null} name="Maya Rivers" accent="#7c3aed" />);
    expect(screen.getByTestId('avatar-placeholder')).toBeTruthy();
    expect(screen.queryByText('Image failed to load')).toBeNull();
  });

  it('says "Loading..." while the image loads, where asked to', () => {
    render(<SpaceAvatar src="/a.webp" name="Maya" accent="#7c3aed" showLoading />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    load(screen.getByAltText("Maya's photo"), 100, 100);
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
