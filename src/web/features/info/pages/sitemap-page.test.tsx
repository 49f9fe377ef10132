// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import SitemapPage from './sitemap-page';

describe('SitemapPage', () => {
  it('the site map links every public page', () => {
    render(<SitemapPage />, { wrapper: MemoryRouter });
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Events')).toBe('/');
    expect(href('Contact us')).toBe('/contact');
    expect(href('Privacy Policy')).toBe('/privacy');
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
  });
});
