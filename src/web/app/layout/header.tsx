import { CalendarDays, Plus } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { Logo } from '@web/components/ui/logo';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { EventSearchBox } from './lazy-search-box';
import { useViewer } from '@web/lib/viewer';
import { HeaderAccountMenus } from './lazy-account-menus';

/** Spec 01 §2: the fixed top header, its entries depending on who is looking. */
export function Header() {
  const { data: viewer, isPending } = useViewer();
  const signedIn = Boolean(viewer?.user);
  // Spec 01 §2: the search box is only on the home page (in the bottom bar on mobile).
  const onHome = useLocation().pathname === paths.home.path;
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/80">
      <div className="container-page flex h-16 items-center gap-3">
        <Link to={paths.home.getHref()} aria-label="Kindred, home" className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        <div className="flex-1">
          {onHome && (
            <Suspense fallback={<div className="mx-auto hidden h-11 max-w-md md:block" />}>
              <EventSearchBox className="mx-auto hidden max-w-md md:block" />
            </Suspense>
          )}
        </div>
        <nav aria-label="Main" className="flex items-center gap-1.5 sm:gap-2">
          <Link
            to={paths.home.getHref()}
            className={buttonVariants({
              variant: 'ghost',
              size: 'sm',
              hiddenBelowXs: true,
            })}
          >
            <CalendarDays aria-hidden="true" />
            Events
          </Link>
          {isPending ? (
            <Skeleton corners="full" className="h-9 w-28" />
          ) : signedIn && viewer ? (
            <>
              <Link
                to={viewer.isHost ? paths.createEvent.getHref() : paths.becomeFacilitator.getHref()}
                className={buttonVariants({ size: 'sm', hiddenBelowXs: true })}
              >
                <Plus aria-hidden="true" />
                {viewer.isHost ? 'Create Event' : 'Host Events'}
              </Link>
              {/* The bell and the profile menu arrive in their own chunk (issue 14). */}
              <Suspense
                fallback={
                  <>
                    {viewer.isHost && viewer.hasFacilitatorSpace && (
                      <Skeleton corners="full" className="size-11" />
                    )}
                    <Skeleton corners="full" className="size-10" />
                  </>
                }
              >
                <HeaderAccountMenus viewer={viewer} />
              </Suspense>
            </>
          ) : (
            <Link to={paths.auth.getHref()} className={buttonVariants({ size: 'sm' })}>
              Login / Sign Up
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
