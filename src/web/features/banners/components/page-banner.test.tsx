// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import PageBanner from './page-banner';

const banner = {
  id: '0b6f2c1e-6a51-4a4b-9a43-2c0e1f6b7d11',
  messageHtml: '<p><strong>Summer gathering</strong> on 21 June</p>',
  colour: 'green' as const,
  updatedAt: '2026-06-01T10:00:00.000Z',
};

describe('PageBanner (spec 01 §4)', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('shows the message under the name Announcement until it is dismissed, for the session', () => {
    const { unmount } = render(<PageBanner banner={banner} />);
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(region.querySelector('strong')?.textContent).toBe('Summer gathering');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    unmount();
    // Another page of the same session (a reload too): still dismissed.
    render(<PageBanner banner={banner} />);
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });

  it('shows a banner again once it has been changed since it was dismissed', () => {
    const { unmount } = render(<PageBanner banner={banner} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    unmount();
    render(<PageBanner banner={{ ...banner, updatedAt: '2026-06-02T09:00:00.000Z' }} />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeTruthy();
  });
});
