import type { ReactNode } from 'react';
import type { SitePageHead } from '@shared/site-pages';
import { Page } from '@web/components/page';

/**
 * The frame of the public information pages: a title, a lead, then prose. The title and lead are
 * the page's own title and description from the shared table, which the server also answers with.
 */
export function InfoPage({
  page,
  updated,
  children,
}: {
  page: Required<SitePageHead>;
  updated?: string;
  children: ReactNode;
}) {
  const { title, description: lead } = page;
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
