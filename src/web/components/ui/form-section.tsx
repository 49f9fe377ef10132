import { useId, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Card } from './card';

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
  const classes = cn('grid gap-4 p-5 sm:p-6', className);
  if (title === undefined)
    return (
      <Card variant="flat" className={classes}>
        {children}
      </Card>
    );
  return (
    <Card variant="flat" className={classes} asChild>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="text-xl font-semibold text-forest-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
