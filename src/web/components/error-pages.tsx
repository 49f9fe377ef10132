import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useNavigate, useRouteError } from 'react-router';
import { NOT_FOUND_PAGES } from '@shared/page-titles';
import { Button, buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { isTransient } from '@web/lib/api-client';
import { PageTitle } from '@web/lib/page-title';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main
      id="main"
      className="container-page grid min-h-[60vh] place-content-center justify-items-center gap-4 py-16 text-center"
    >
      <PageTitle title={NOT_FOUND_PAGES.page.title} />
      <p className="font-display text-7xl font-semibold text-forest-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-semibold text-forest-900">
        <span className="sr-only">404 </span>
        {NOT_FOUND_PAGES.page.title}
      </h1>
      <blockquote className="max-w-md text-lg text-ink-muted italic">
        “Not all those who wander are lost.”
        <footer className="mt-1 text-sm not-italic">— J.R.R. Tolkien</footer>
      </blockquote>
      <p className="text-ink-muted">{NOT_FOUND_PAGES.page.description}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => void navigate(-1)}>
          Go Back
        </Button>
        <Link to={paths.home.getHref()} className={buttonVariants()}>
          Return Home
        </Link>
      </div>
    </main>
  );
}

export function ForbiddenPage() {
  return (
    <main
      id="main"
      className="container-page grid min-h-[50vh] place-content-center justify-items-center gap-4 py-16 text-center"
    >
      <PageTitle title="Access restricted" />
      <h1 className="text-3xl font-semibold text-forest-900">Access restricted</h1>
      <p className="max-w-md text-ink-muted">
        This area is for Kindred's site administrators. If you think you should have access, please
        contact us.
      </p>
      <Link to={paths.home.getHref()} className={buttonVariants()}>
        Return Home
      </Link>
    </main>
  );
}

function reportError(error: unknown) {
  const err = error instanceof Error ? error : new Error(String(error));
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      message: err.message.slice(0, 1000),
      stack: err.stack?.slice(0, 4000),
      path: location.pathname,
    }),
  }).catch(() => undefined);
}

function SomethingWentWrong({ error, onTryAgain }: { error: unknown; onTryAgain: () => void }) {
  // An outage or a lost connection is not a bug: say what it is, and nothing was logged for it.
  if (isTransient(error)) {
    return (
      <main
        id="main"
        role="alert"
        className="container-page grid min-h-[50vh] place-content-center justify-items-center gap-4 py-16 text-center"
      >
        <h1 className="text-3xl font-semibold text-forest-900">
          {error.status === 503 ? 'Kindred is briefly unavailable' : "We couldn't reach Kindred"}
        </h1>
        <p className="max-w-md text-ink-muted">
          {error.status === 503
            ? "We couldn't load this page just now. Please try again in a moment."
            : error.message}
        </p>
        <Button onClick={onTryAgain}>Try Again</Button>
      </main>
    );
  }
  return (
    <main
      id="main"
      role="alert"
      className="container-page grid min-h-[50vh] place-content-center justify-items-center gap-4 py-16 text-center"
    >
      <h1 className="text-3xl font-semibold text-forest-900">Something went wrong</h1>
      <p className="max-w-md text-ink-muted">
        We encountered an unexpected error. This has been logged for our team to investigate.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
        <Button variant="outline" onClick={onTryAgain}>
          Try Again
        </Button>
      </div>
    </main>
  );
}

/** Route-level errors (a lazy page that failed to load, a loader that threw). */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (!isTransient(error)) reportErrorOnce(error);
  return <SomethingWentWrong error={error} onTryAgain={() => void navigate(0)} />;
}

const reported = new WeakSet<object>();
function reportErrorOnce(error: unknown) {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  reportError(error);
}

/** Render errors inside a page; the layout around it keeps working. */
export class PageErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (!isTransient(error)) reportError(error);
  }
  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null });
  }
  override render() {
    if (this.state.error)
      return (
        <SomethingWentWrong
          error={this.state.error}
          onTryAgain={() => this.setState({ error: null })}
        />
      );
    return this.props.children;
  }
}
