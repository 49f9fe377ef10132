import { documentTitle } from '@shared/page-titles';
import { useDrawnOnServer } from './streamed-part';

/**
 * The document's title for the page on screen, written as the server writes it (site-pages.ts).
 * React 19 puts a `<title>` drawn anywhere in the document's head, and takes over the head's own
 * on hydration. On the server it draws nothing: the server has already written the page's head,
 * and a second title would land in the body.
 */
export function PageTitle({ title }: { title?: string }) {
  if (useDrawnOnServer()) return null;
  return <title>{documentTitle(title)}</title>;
}
