import type { ReactNode } from 'react';

export function TabEmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <p className="text-lg font-medium text-forest-900">{title}</p>
      {children}
    </div>
  );
}
