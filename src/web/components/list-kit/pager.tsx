import { useState } from 'react';
import { Button } from '@web/components/ui/button';

/** The parts of an infinite query "Load more" needs. */
export type MorePages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** "Show older …": the next keyset page, added below the rows already shown. */
export function LoadMore({ list, label }: { list: MorePages; label: string }) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="justify-self-start"
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? 'Loading…' : label}
    </Button>
  );
}

/**
 * Page by page over keyset cursors. A keyset page has no number the server could jump to, so
 * the cursors of the pages seen are kept here to step back; a new `resetKey` (the filters)
 * starts again at the first page ('' is its cursor).
 */
export function useCursorStack(resetKey: string) {
  const [state, setState] = useState({ key: resetKey, cursors: [''] });
  const cursors = state.key === resetKey ? state.cursors : [''];
  return {
    cursor: cursors.at(-1)!,
    pageNumber: cursors.length,
    back: () => setState({ key: resetKey, cursors: cursors.slice(0, -1) }),
    forward: (next: string) => setState({ key: resetKey, cursors: [...cursors, next] }),
  };
}

/** Previous, "Page n of m", Next. */
export function Pager({
  label,
  pageNumber,
  pages,
  nextCursor,
  waiting,
  onBack,
  onForward,
}: {
  label: string;
  pageNumber: number;
  pages: number;
  nextCursor: string | null;
  /** While the page asked for loads, Next waits (its cursor is still the old page's). */
  waiting: boolean;
  onBack: () => void;
  onForward: (cursor: string) => void;
}) {
  if (pageNumber <= 1 && !nextCursor) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-3">
      <Button variant="outline" size="sm" disabled={pageNumber <= 1} onClick={onBack}>
        Previous
      </Button>
      <span className="text-sm text-ink-muted">
        Page {pageNumber} of {pages}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={!nextCursor || waiting}
        onClick={() => nextCursor && onForward(nextCursor)}
      >
        Next
      </Button>
    </nav>
  );
}
