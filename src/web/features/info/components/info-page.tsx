import type { ReactNode } from 'react';
import { Page } from '@web/components/page';

/** The frame of the public information pages: a title, an optional lead, then prose. */
export function InfoPage({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead?: string;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <Page title={title}>
      <article className="prose-page">
        <h1 className="text-4xl font-semibold text-forest-900">{title}</h1>
        {lead && <p className="mt-3 text-lg text-ink-muted">{lead}</p>}
        {updated && <p className="mt-2 text-sm text-ink-muted">Last updated {updated}</p>}
        <div className="mt-6">{children}</div>
      </article>
    </Page>
  );
}
