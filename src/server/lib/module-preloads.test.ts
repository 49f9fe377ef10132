import { describe, expect, it } from 'vitest';
import { renderHead } from './head-tags';
import { createPageTemplate } from './page-template';
import { modulePreloadsOf } from './module-preloads';

// A build's manifest in miniature: the entry shares a chunk (react) with the routes.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_card.js': { file: 'assets/card-3.js', imports: ['_react.js', '_date.js'] },
  '_date.js': { file: 'assets/date-4.js' },
  'src/web/app/routes/home-page.tsx': {
    file: 'assets/home-5.js',
    imports: ['index.html', '_card.js'],
  },
  'src/web/app/routes/event-route.tsx': { file: 'assets/event-6.js', imports: ['_date.js'] },
  'src/web/features/tickets/components/booking-panel.tsx': {
    file: 'assets/booking-7.js',
    imports: ['_card.js'],
  },
  // The space page is in its route's chunk (app/routes/space-route.tsx imports it).
  'src/web/app/routes/space-route.tsx': { file: 'assets/space-8.js' },
  'src/web/features/banners/components/page-banner.tsx': { file: 'assets/banner-9.js' },
  // The lazy parts the landing pages draw at once (ADR 29).
  'src/web/components/event-card.tsx': { file: 'assets/cards-10.js', imports: ['_card.js'] },
  'src/web/features/events/components/event-search-box.tsx': { file: 'assets/search-11.js' },
  'src/web/features/events/components/event-expect.tsx': { file: 'assets/expect-18.js' },
  'src/web/features/events/components/event-hosts.tsx': {
    file: 'assets/hosts-12.js',
    imports: ['_card.js'],
  },
  'src/web/features/spaces/components/space-events.tsx': {
    file: 'assets/space-events-13.js',
    imports: ['src/web/components/event-card.tsx'],
  },
  'src/web/features/spaces/components/role-details.tsx': { file: 'assets/roles-14.js' },
  'src/web/features/testimonials/components/space-testimonials.tsx': {
    file: 'assets/testimonials-16.js',
  },
  'src/web/features/testimonials/components/testimonials-section.tsx': {
    file: 'assets/testimonials-section-17.js',
    imports: ['_date.js'],
  },
};

describe('the code a landing page preloads', () => {
  it('is its route and all the route imports, once each, but nothing the entry already has', () => {
    const preloads = modulePreloadsOf(manifest);
    expect(preloads.home).toEqual([
      '/assets/home-5.js',
      '/assets/card-3.js',
      '/assets/date-4.js',
      '/assets/cards-10.js',
      '/assets/search-11.js',
      '/assets/banner-9.js',
    ]);
    expect(preloads.event).toEqual([
      '/assets/event-6.js',
      '/assets/date-4.js',
      '/assets/booking-7.js',
      '/assets/card-3.js',
      '/assets/hosts-12.js',
      '/assets/expect-18.js',
      '/assets/banner-9.js',
    ]);
    expect(preloads.space).toEqual([
      '/assets/space-8.js',
      '/assets/testimonials-16.js',
      '/assets/testimonials-section-17.js',
      '/assets/date-4.js',
      '/assets/space-events-13.js',
      '/assets/cards-10.js',
      '/assets/card-3.js',
      '/assets/roles-14.js',
    ]);
  });

  it('refuses a build whose manifest lacks a landing page’s route', () => {
    const { ['src/web/app/routes/home-page.tsx']: _home, ...withoutHome } = manifest;
    expect(() => modulePreloadsOf(withoutHome)).toThrow(/home-page\.tsx is not in the/);
  });

  it('is named in the landing page’s head, as Vite names its own', () => {
    const template = createPageTemplate(
      '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
      modulePreloadsOf(manifest),
    );
    const head = {
      title: 'Kindred',
      description: 'd',
      canonicalUrl: 'https://k.test/',
      ogType: 'website',
    };
    const landing = renderHead(template, { ...head, landingPage: 'space' });
    expect(landing).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/space-8.js" />',
    );
    expect(renderHead(template, head)).not.toContain('modulepreload');
  });
});
