import { useState } from 'react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

/** Spec 02 §2: cut to 180 characters on a tablet (450–1023 px) and 250 on a phone. */
const TABLET_LIMIT = 180;
const PHONE_LIMIT = 250;

/**
 * Spec 02 §2: line breaks kept; cut on small screens until "...read all" is pressed. The cut is
 * made by the stylesheet, not by script reading the screen's width: the text drawn on the
 * server is the text every screen keeps once the app starts, so nothing is drawn twice.
 */
export function AboutBox({ text, accent }: { text: string; accent: string }) {
  const [open, setOpen] = useState(false);
  const body = text.trim() || "This facilitator hasn't added a description yet.";
  const cutOnTablet = body.length > TABLET_LIMIT;
  const cutOnPhone = body.length > PHONE_LIMIT;
  return (
    <Card variant="tinted" className="grid gap-2 p-5" asChild>
      <section aria-labelledby="about-heading">
        <h2 id="about-heading" className="text-lg font-semibold" style={{ color: accent }}>
          About
        </h2>
        <p className="leading-7 whitespace-pre-line text-ink">
          {body.slice(0, TABLET_LIMIT)}
          <span className={cn(!open && 'min-[450px]:max-[1023px]:hidden')}>
            {body.slice(TABLET_LIMIT, PHONE_LIMIT)}
          </span>
          <span className={cn(!open && 'max-[1023px]:hidden')}>{body.slice(PHONE_LIMIT)}</span>
        </p>
        {cutOnTablet && (
          <button
            type="button"
            onClick={() => setOpen((o) => !o)}
            className={cn(
              'justify-self-start font-medium underline underline-offset-2 lg:hidden',
              !cutOnPhone && 'max-[449px]:hidden',
            )}
            style={{ color: accent }}
          >
            {open ? 'View Less' : '...read all'}
          </button>
        )}
      </section>
    </Card>
  );
}
