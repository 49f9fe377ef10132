import { CalendarDays, LogIn, PlusCircle, Search } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { EventSearchBox } from './lazy-search-box';
import { useCoveredBottom } from '@web/lib/use-covered-bottom';
import { useResilientNavigate } from '@web/lib/use-resilient-navigate';
import { useViewer } from '@web/lib/viewer';
import { createEntryPath } from './nav-targets';
import { ProfileDrawer } from './lazy-account-menus';
import logoUrl from '@web/assets/logo.svg?no-inline';

const itemClass =
  'flex min-w-16 flex-col items-center justify-center gap-0.5 rounded-xl px-2 py-1.5 text-xs font-medium text-forest-900 hover:bg-sage-100 [&_svg]:size-6';

/** Spec 01 §2: the mobile bottom navigation bar. */
export function MobileBottomBar() {
  const { data: viewer } = useViewer();
  const go = useResilientNavigate();
  const createPath = createEntryPath(viewer);
  const onHome = useLocation().pathname === paths.home.path;
  const [searching, setSearching] = useState(false);
  const bar = useRef<HTMLElement>(null);
  // Links and fields scroll clear of it as they take focus (WCAG 2.4.11).
  useCoveredBottom(bar, '--bottom-bar-covers');
  return (
    <nav
      ref={bar}
      aria-label="Mobile"
      data-testid="mobile-bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      {onHome && searching && (
        <div className="border-b border-stone-200 bg-white px-3 py-2">
          <Suspense fallback={<div className="h-11" />}>
            <EventSearchBox autoFocus />
          </Suspense>
        </div>
      )}
      <div className="mx-auto flex h-16 max-w-md items-center justify-around px-2">
        <Link to={paths.home.getHref()} className={itemClass} aria-label="Kindred, home">
          <img src={logoUrl} alt="" className="size-6" />
          <span>Home</span>
        </Link>
        {onHome && (
          <button
            type="button"
            className={itemClass}
            aria-expanded={searching}
            onClick={() => setSearching((s) => !s)}
          >
            <Search aria-hidden="true" />
            <span>Search</span>
          </button>
        )}
        <button type="button" className={itemClass} onClick={() => void go(paths.home.getHref())}>
          <CalendarDays aria-hidden="true" />
          <span>Events</span>
        </button>
        <button type="button" className={itemClass} onClick={() => void go(createPath)}>
          <PlusCircle aria-hidden="true" />
          <span>{viewer?.isHost ? 'Create' : 'Host'}</span>
        </button>
        {viewer?.user ? (
          <Suspense
            fallback={
              <span className={itemClass}>
                <Skeleton corners="full" className="size-6" />
                <span>Profile</span>
              </span>
            }
          >
            <ProfileDrawer viewer={viewer} triggerClassName={itemClass} />
          </Suspense>
        ) : (
          <button type="button" className={itemClass} onClick={() => void go(paths.auth.getHref())}>
            <LogIn aria-hidden="true" />
            <span>Log in</span>
          </button>
        )}
      </div>
    </nav>
  );
}
