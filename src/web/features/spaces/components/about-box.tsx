import { useState } from 'react';
import { Card } from '@web/components/ui/card';
import { useMediaQuery } from '@web/lib/use-media-query';

/** Spec 02 §2: line breaks kept; cut to 250 characters on mobile and 180 on tablet. */
export function AboutBox({ text, accent }: { text: string; accent: string }) {
  const mobile = useMediaQuery('(max-width: 449px)');
  const tablet = useMediaQuery('(min-width: 450px) and (max-width: 1023px)');
  const [open, setOpen] = useState(false);
  const limit = mobile ? 250 : tablet ? 180 : null;
  const body = text.trim() || "This facilitator hasn't added a description yet.";
  const cut = limit !== null && body.length > limit && !open;
  return (
    <Card variant="tinted" className="grid gap-2 p-5" asChild>
      <section aria-labelledby="about-heading">
        <h2 id="about-heading" className="text-lg font-semibold" style={{ color: accent }}>
          About
        </h2>
        <p className="leading-7 whitespace-pre-line text-ink">
          {cut ? `${body.slice(0, limit).trimEnd()}` : body}
        </p>
        {limit !== null && body.length > limit && (
          <button
            type="button"
            onClick={() => setOpen((o) => !o)}
            className="justify-self-start font-medium underline underline-offset-2"
            style={{ color: accent }}
          >
            {open ? 'View Less' : '...read all'}
          </button>
        )}
      </section>
    </Card>
  );
}
