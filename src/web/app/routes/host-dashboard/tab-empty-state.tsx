import type { ReactNode } from 'react';
import { EmptyState } from '@web/components/ui/empty-state';

export function TabEmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState>
      <p className="text-lg font-medium text-forest-900">{title}</p>
      {children}
    </EmptyState>
  );
}
