import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@web/components/ui/logo';
import { paths } from '@web/config/paths';
import { useRouteFocus } from '@web/lib/route-focus';
import { PageTitle } from '@web/lib/page-title';

/** The frame of the auth pages, which sit outside the main layout (spec 01 §2). */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <div className="min-h-dvh bg-gradient-to-b from-sage-50 to-cream">
      <main
        ref={main}
        id="main"
        tabIndex={-1}
        className="mx-auto outline-none grid w-full max-w-md gap-6 px-4 py-10 sm:py-16"
      >
        <PageTitle title={title} />
        <div className="grid justify-items-center gap-2 text-center">
          <Link to={paths.home.getHref()} aria-label="Kindred, home" className="rounded-lg">
            <Logo size="2xl" />
          </Link>
          <p className="text-ink-muted">connecting hearts and healing communities</p>
        </div>
        {children}
        <nav aria-label="Legal" className="flex justify-center gap-5 text-sm">
          <Link
            to={paths.terms.getHref()}
            className="text-forest-800 underline-offset-2 hover:underline"
          >
            Terms
          </Link>
          <Link
            to={paths.privacy.getHref()}
            className="text-forest-800 underline-offset-2 hover:underline"
          >
            Privacy
          </Link>
          <Link
            to={paths.home.getHref()}
            className="text-forest-800 underline-offset-2 hover:underline"
          >
            Browse events
          </Link>
        </nav>
      </main>
    </div>
  );
}
