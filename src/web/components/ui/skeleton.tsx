import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn';

// Written out whole so that Tailwind finds each class in the source.
const CORNERS = {
  none: 'rounded-none',
  xl: 'rounded-xl',
  '2xl': 'rounded-2xl',
  '3xl': 'rounded-3xl',
  full: 'rounded-full',
} as const;

/** A grey block where something is loading; `corners` as those of what it stands for. */
export function Skeleton({
  className,
  corners = 'xl',
  ...props
}: ComponentProps<'div'> & { corners?: keyof typeof CORNERS }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse bg-stone-200/80', CORNERS[corners], className)}
      {...props}
    />
  );
}

/**
 * Skeletons that stand for something still loading: a polite status that screen readers
 * announce by its label, while the grey blocks themselves stay hidden from them.
 */
export function LoadingSkeletons({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="status" aria-live="polite">
      <span className="sr-only">{label}…</span>
      {children}
    </div>
  );
}

/** The page-sized skeleton shown while auth or a lazy route loads. */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <LoadingSkeletons className="container-page grid gap-4 py-10" label={label}>
      <Skeleton className="h-9 w-1/3" />
      <Skeleton className="h-5 w-2/3" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </LoadingSkeletons>
  );
}
