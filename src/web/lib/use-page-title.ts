import { useEffect } from 'react';
import { documentTitle } from '@shared/page-titles';

/** The document's title for the page on screen, written as the server writes it (site-pages.ts). */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
