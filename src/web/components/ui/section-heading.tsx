import type { ReactNode, RefObject } from 'react';

/**
 * A super admin section's heading and what the section is for, with its main action beside
 * them. The heading takes the focus (`headingRef`) when a dialog closes and the button that
 * opened it has left the page.
 */
export function SectionHeading({
  id,
  headingRef,
  title,
  children,
  action,
  className,
}: {
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  /** What the section is for: one paragraph or more. */
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const intro = (
    <div className={className}>
      <h2
        ref={headingRef}
        id={id}
        tabIndex={-1}
        className="text-2xl font-semibold text-forest-900 outline-none"
      >
        {title}
      </h2>
      <div className="mt-1 grid gap-1 text-ink-muted">{children}</div>
    </div>
  );
  if (!action) return intro;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {intro}
      {action}
    </div>
  );
}
