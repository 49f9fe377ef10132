import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { isTransient } from '@web/lib/api-client';

/** Spec 01 §2: a dashboard tab shows three skeleton cards while loading. */
export function ThreeCardSkeleton() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-3">
      <span className="sr-only">Loading…</span>
      <Skeleton data-testid="tab-skeleton-card" className="h-36" />
      <Skeleton data-testid="tab-skeleton-card" className="h-36" />
      <Skeleton data-testid="tab-skeleton-card" className="h-36" />
    </div>
  );
}

class TabErrorBoundary extends Component<
  { tab: string; children: ReactNode },
  { failed: boolean; error: unknown }
> {
  override state: { failed: boolean; error: unknown } = { failed: false, error: null };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    return (
      <Card
        variant="bare"
        role="alert"
        className="grid justify-items-start gap-3 border border-red-200 bg-red-50 p-6"
      >
        <p className="font-medium text-red-800">Failed to load {this.props.tab}</p>
        {/* An outage (503) or a lost connection: say so, so nobody takes it for a broken tab. */}
        {isTransient(error) && <p className="text-red-800">{error.message}</p>}
        <Button variant="outline" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </Card>
    );
  }
}

/**
 * Spec 01 §2: while a tab's code or data loads, three skeleton cards; on failure, "Failed to load
 * {tab}" with a Refresh Page button. Tabs read their data with `useSuspenseQuery`, so a failed
 * read (after the query client's retries) lands here just as a failed render does.
 * Give each tab its own boundary (`key`).
 */
export function DashboardTabBoundary({ tab, children }: { tab: string; children: ReactNode }) {
  const { reset } = useQueryErrorResetBoundary();
  // A tab opened again asks once more for data that failed before, rather than showing the old
  // failure at once.
  useState(() => reset());
  return (
    <TabErrorBoundary tab={tab}>
      <Suspense fallback={<ThreeCardSkeleton />}>{children}</Suspense>
    </TabErrorBoundary>
  );
}
