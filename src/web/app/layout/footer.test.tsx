// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { copyrightLine, Footer } from './footer';

describe('the footer (spec 01 §2)', () => {
  it('names 2025 in its copyright line, and this year once there is a later one', () => {
    expect(copyrightLine(new Date('2025-06-01T12:00:00Z'))).toBe(
      '© 2025 Kindred. All rights reserved.',
    );
    expect(copyrightLine(new Date('2026-11-28T12:00:00Z'))).toBe(
      '© 2025–2026 Kindred. All rights reserved.',
    );
    // New Year's Eve in London is still the old year a minute before midnight.
    expect(copyrightLine(new Date('2026-12-31T23:59:00Z'))).toBe(
      '© 2025–2026 Kindred. All rights reserved.',
    );
  });

  it('shows its links and the copyright line', () => {
    const router = createMemoryRouter([{ path: '/', element: <Footer /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText(copyrightLine())).toBeTruthy();
    expect(screen.getByText(/© 2025/)).toBeTruthy();
    for (const name of ['Terms', 'Privacy', 'Contact', 'Site Map'])
      expect(screen.getByRole('link', { name })).toBeTruthy();
  });
});
