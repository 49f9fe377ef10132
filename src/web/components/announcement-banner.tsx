import { X } from 'lucide-react';
import type { CSSProperties } from 'react';
import { BANNER_COLOURS, type BannerColour } from '@shared/banners/banner-colours';

/**
 * An announcement as it shows under the header (spec 01 §4), and as the super admin's previews
 * show it. `messageHtml` is the server's sanitised HTML (spec 01 §5); the editor's preview
 * passes the editor's own output, which holds only the editor's few kinds of markup.
 */
const dismissClass =
  '-my-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-black/5';

export function AnnouncementBanner({
  messageHtml,
  colour,
  onDismiss,
}: {
  messageHtml: string;
  colour: BannerColour;
  /** Dismisses it. Without it, a preview: no landmark, and the button drawn but inert. */
  onDismiss?: () => void;
}) {
  const palette = BANNER_COLOURS[colour] ?? BANNER_COLOURS.green;
  const style = {
    '--banner-ink': palette.text,
    color: palette.text,
    backgroundColor: palette.background,
    borderColor: palette.border,
  } as CSSProperties;
  const Root = onDismiss ? 'section' : 'div';
  return (
    <Root
      {...(onDismiss ? { 'aria-label': 'Announcement' } : {})}
      className="border-b"
      style={style}
    >
      <div className="container-page flex items-start gap-3 py-3">
        <div
          className="banner-message min-w-0 flex-1 text-sm leading-6 break-words sm:text-base"
          // Sanitised on the server when saved and again when served (spec 01 §5).
          dangerouslySetInnerHTML={{ __html: messageHtml }}
        />
        {onDismiss ? (
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Dismiss announcement"
            className={dismissClass}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        ) : (
          <span className={dismissClass}>
            <X className="size-5" aria-hidden="true" />
          </span>
        )}
      </div>
    </Root>
  );
}
