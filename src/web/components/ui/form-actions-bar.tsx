import type { ReactNode } from 'react';
import { Card } from './card';

/**
 * A long form's buttons, kept in view while the form scrolls: on a phone just above the bottom
 * bar, elsewhere near the window's foot.
 */
export function FormActionsBar({ children }: { children: ReactNode }) {
  return (
    <Card className="sticky bottom-16 z-10 flex flex-wrap justify-end gap-2 bg-white/95 p-3 shadow-lg backdrop-blur md:bottom-4">
      {children}
    </Card>
  );
}
