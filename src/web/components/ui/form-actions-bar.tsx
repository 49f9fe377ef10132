import { useRef, type ReactNode } from 'react';
import { useCoveredBottom } from '@web/lib/use-covered-bottom';
import { Card } from './card';

/**
 * A long form's buttons, kept in view while the form scrolls: on a phone just above the bottom
 * bar, elsewhere near the window's foot.
 */
export function FormActionsBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  // Fields scroll clear of it as they take focus (WCAG 2.4.11).
  useCoveredBottom(bar, '--form-bar-covers');
  return (
    <Card
      ref={bar}
      variant="bare"
      data-testid="form-actions-bar"
      className="sticky bottom-16 z-10 flex flex-wrap justify-end gap-2 border border-stone-200 bg-white/95 p-3 shadow-lg backdrop-blur md:bottom-4"
    >
      {children}
    </Card>
  );
}
