import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { PageTitle } from '@web/lib/page-title';

/** Every page's <main>, with its document title and the skip link's target. */
export function Page({
  title,
  className,
  children,
}: {
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <main id="main" tabIndex={-1} className={cn('py-8 outline-none sm:py-12', className)}>
      <PageTitle title={title} />
      {children}
    </main>
  );
}
