import type { ReactNode } from 'react';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';

/** What a list's query tells its body: the parts of TanStack Query's answer the body reads. */
export type ListQueryState = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isPlaceholderData: boolean;
};

/**
 * A list's body in its four states: a skeleton while the first page loads, the error as an
 * alert, the empty state's words in a dashed card, or the rows. While a new filter loads, the
 * rows of the last one stay, marked busy, so the page does not jump.
 *
 * With `keepRowsOnError` the alert stands above the rows (or the empty state) instead of in
 * their place: for a list whose first load fails elsewhere (a boundary), so an error here is a
 * later page or a reload that failed, and what was shown is still worth reading.
 */
export function ListBody({
  state,
  isEmpty,
  empty,
  skeletonClassName,
  keepRowsOnError = false,
  children,
}: {
  state: ListQueryState;
  isEmpty: boolean;
  empty: ReactNode;
  skeletonClassName: string;
  keepRowsOnError?: boolean;
  children: ReactNode;
}) {
  if (state.isPending) return <Skeleton className={skeletonClassName} />;
  const alert = state.isError && (
    <p role="alert" className="text-red-700">
      {state.error?.message}
    </p>
  );
  if (alert && !keepRowsOnError) return alert;
  return (
    <>
      {alert}
      {isEmpty ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <div className="grid gap-3" aria-busy={state.isPlaceholderData}>
          {children}
        </div>
      )}
    </>
  );
}

/** The usual words of a list's empty state: what is missing, then what to try. */
export function EmptyListWords({ title, hint }: { title: ReactNode; hint: ReactNode }) {
  return (
    <>
      <p className="font-medium text-forest-900">{title}</p>
      <p className="text-sm text-ink-muted">{hint}</p>
    </>
  );
}
