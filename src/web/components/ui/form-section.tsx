import { useId, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';

const sectionClass = 'grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6';

/** One part of a long form, on a card of its own; a titled part is a section named by its title. */
export function FormSection({
  title,
  className,
  children,
}: {
  title?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  if (title === undefined) return <div className={cn(sectionClass, className)}>{children}</div>;
  return (
    <section className={cn(sectionClass, className)} aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-semibold text-forest-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
