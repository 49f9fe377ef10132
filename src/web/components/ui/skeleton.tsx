import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-xl bg-stone-200/80', className)}
      {...props}
    />
  );
}

/** The page-sized skeleton shown while auth or a lazy route loads. */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="container-page grid gap-4 py-10" role="status" aria-live="polite">
      <span className="sr-only">{label}…</span>
      <Skeleton className="h-9 w-1/3" />
      <Skeleton className="h-5 w-2/3" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
