// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '@shared/site-pages';
import AboutPage from './about-page';
import BrandingPage from './branding-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

function mount(Screen: ComponentType) {
  render(
    <MemoryRouter>
      <Screen />
    </MemoryRouter>,
  );
  return within(screen.getByRole('main'));
}

const hrefOf = (main: ReturnType<typeof mount>, name: string) =>
  main.getByRole('link', { name }).getAttribute('href');

describe('the information pages', () => {
  it.each([
    ['About', AboutPage, SITE_PAGES.about],
    ['Terms', TermsPage, SITE_PAGES.terms],
    ['Privacy', PrivacyPage, SITE_PAGES.privacy],
    ['Branding', BrandingPage, SITE_PAGES.branding],
  ])('%s is titled and led as the server heads it', (_name, Screen, page) => {
    const main = mount(Screen);
    expect(main.getByRole('heading', { level: 1, name: page.title })).toBeTruthy();
    expect(main.getByText(page.description)).toBeTruthy();
  });

  it('About leads on to the privacy policy, the terms and the contact page', () => {
    const main = mount(AboutPage);
    expect(hrefOf(main, 'privacy policy')).toBe('/privacy');
    expect(hrefOf(main, 'terms')).toBe('/terms');
    expect(hrefOf(main, 'contact page')).toBe('/contact');
  });

  it('Terms and Privacy say when they last changed', () => {
    expect(mount(TermsPage).getByText(/^Last updated \d+ \w+ \d{4}$/)).toBeTruthy();
    cleanup();
    expect(mount(PrivacyPage).getByText(/^Last updated \d+ \w+ \d{4}$/)).toBeTruthy();
  });

  it('Branding shows the mark, described, and each colour with its use', () => {
    const main = mount(BrandingPage);
    expect(
      main.getByRole('img', { name: 'The Kindred mark: a heart holding a sprouting seedling' }),
    ).toBeTruthy();
    expect(main.getByRole('heading', { level: 2, name: 'Colours' })).toBeTruthy();
    const forest = main.getByText('#2D4A22');
    expect(forest.style.backgroundColor).toBeTruthy();
    expect(main.getByText('Primary: buttons, headings, the logo mark')).toBeTruthy();
  });
});
