import { useState, useSyncExternalStore } from 'react';
import type { CurrentBanner } from '@shared/banners/banner-schemas';
import { AnnouncementBanner } from '@web/components/announcement-banner';

type ShownBanner = NonNullable<CurrentBanner['banner']>;

/** A dismissal lasts the browser session, and only for this version of the banner. */
const dismissalKey = (banner: ShownBanner) =>
  `kindred:banner-dismissed:${banner.id}:${banner.updatedAt}`;

function isDismissed(banner: ShownBanner): boolean {
  try {
    return sessionStorage.getItem(dismissalKey(banner)) === '1';
  } catch {
    // Storage refused (a private window's rules): the banner shows.
    return false;
  }
}

const noSubscription = () => () => undefined;

/** The banner under the header, until the visitor dismisses it for this session. */
export default function PageBanner({ banner }: { banner: ShownBanner }) {
  const [dismissed, setDismissed] = useState<string[]>([]);
  const key = dismissalKey(banner);
  // The server cannot see this browser's session: a page drawn there shows the banner, and the
  // browser hides it once hydrated when it was dismissed earlier in the session.
  const dismissedEarlier = useSyncExternalStore(
    noSubscription,
    () => isDismissed(banner),
    () => false,
  );
  if (dismissed.includes(key) || dismissedEarlier) return null;
  return (
    <AnnouncementBanner
      messageHtml={banner.messageHtml}
      colour={banner.colour}
      onDismiss={() => {
        try {
          sessionStorage.setItem(key, '1');
        } catch {
          // Hidden for this page view at least.
        }
        setDismissed((keys) => [...keys, key]);
      }}
    />
  );
}
