import { lazy, Suspense, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageSkeleton } from '@web/components/ui/skeleton';
import { PageErrorBoundary } from '@web/components/error-pages';
import { PageBannerSlot } from '@web/features/banners/components/page-banner-slot';
import { useRouteFocus } from '@web/lib/route-focus';
import { TOUCH_LAYOUT_QUERY, useMediaQuery } from '@web/lib/use-media-query';
import { Footer } from './footer';
import { Header } from './header';
import { MobileBottomBar } from './mobile-bottom-bar';

// Only a finger pulls a page down: phones and tablets fetch it once the app has started; the
// code every page loads first does without it (issue 20's budget).
const PullToRefresh = lazy(() =>
  import('./pull-to-refresh').then((module) => ({ default: module.PullToRefresh })),
);

export function RootLayout() {
  const location = useLocation();
  const content = useRef<HTMLDivElement>(null);
  useRouteFocus(content);
  const touch = useMediaQuery(TOUCH_LAYOUT_QUERY);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-forest-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Header />
      <PageBannerSlot />
      {touch && (
        <Suspense fallback={null}>
          <PullToRefresh />
        </Suspense>
      )}
      {/* Holds focus after a navigation while the new page loads (lib/route-focus.ts). */}
      <div ref={content} tabIndex={-1} className="flex-1 outline-none">
        <PageErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </div>
      <Footer />
      <MobileBottomBar />
      <ScrollRestoration />
    </div>
  );
}
