import { useEffect } from 'react';

const SITE = 'Kindred';

export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title
      ? `${title} · ${SITE}`
      : `${SITE} — connecting hearts and healing communities`;
  }, [title]);
}
