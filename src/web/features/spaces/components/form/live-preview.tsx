import { Share2 } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { brandPalette, brandTheme } from '@shared/spaces/colours';
import { SocialIcons } from '../social-icons';
import { SpaceAvatar } from '../space-avatar';
import type { SpaceFormValues } from './space-form-values';

// Spec 02 §2: the preview's stats are samples, never real figures.
const SAMPLE_STATS = [
  ['Followers', 12],
  ['Hosted events', 5],
  ['Attendees', 48],
  ['Testimonials', 3],
] as const;
const PREVIEW_ABOUT_LIMIT = 300;

/** The form's values as the public page's hero will show them. */
export function LivePreview({
  values,
  imageUrl,
}: {
  values: Pick<
    SpaceFormValues,
    'displayName' | 'roles' | 'description' | 'socialLinks' | 'darkColor' | 'lightColor'
  >;
  imageUrl: string | null;
}) {
  // As on the page: the brand colours where the text sits on the secondary colour, the brand
  // palette (readable on white) on the white cards.
  const theme = brandTheme(values.darkColor, values.lightColor);
  const palette = brandPalette(values.darkColor) as CSSProperties;
  const [open, setOpen] = useState(false);
  const about = values.description.trim() || "This facilitator hasn't added a description yet.";
  const long = about.length > PREVIEW_ABOUT_LIMIT;
  const name = values.displayName.trim();
  return (
    <section aria-labelledby="preview-title" className="grid gap-3">
      <h3 id="preview-title" className="text-sm font-medium">
        Live preview
      </h3>
      <div
        className="grid gap-4 rounded-2xl p-5 shadow-inner"
        style={{ ...palette, backgroundColor: theme.background }}
      >
        <div className="flex flex-wrap items-center gap-4">
          <SpaceAvatar
            src={imageUrl}
            name={name || 'F'}
            accent={theme.accent}
            size="preview"
            showLoading
          />
          <div className="grid gap-1.5">
            <p className="font-display text-2xl font-semibold" style={{ color: theme.accent }}>
              {name || 'Your Display Name'}
            </p>
            <div className="flex flex-wrap gap-1.5">
              {values.roles.slice(0, 3).map((r) => (
                <span
                  key={r}
                  className="rounded-full px-2.5 py-0.5 text-xs font-semibold"
                  style={{ backgroundColor: theme.accent, color: theme.onAccent }}
                >
                  {r}
                </span>
              ))}
              {values.roles.length > 3 && (
                <span className="rounded-full border border-forest-800 bg-white px-2.5 py-0.5 text-xs font-semibold text-forest-800">
                  +{values.roles.length - 3} more
                </span>
              )}
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-4 gap-2 text-center">
          {SAMPLE_STATS.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-white/80 p-2">
              <dd className="font-semibold text-forest-900">{value}</dd>
              <dt className="text-xs text-ink-muted">{label}</dt>
            </div>
          ))}
        </dl>
        <div className="rounded-xl bg-white/80 p-3 text-sm">
          <p className="whitespace-pre-line text-ink">
            {long && !open ? `${about.slice(0, PREVIEW_ABOUT_LIMIT)}…` : about}
          </p>
          {long && (
            <button
              type="button"
              className="mt-1 font-medium text-forest-800 underline"
              onClick={() => setOpen((o) => !o)}
            >
              {open ? 'Read Less' : 'Read More'}
            </button>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span
            className="rounded-full px-4 py-2 text-sm font-semibold"
            style={{ backgroundColor: theme.accent, color: theme.onAccent }}
          >
            Work With Me
          </span>
          <span className="inline-flex items-center gap-1.5 rounded-full border bg-white px-3 py-2 text-sm text-forest-800">
            <Share2 aria-hidden="true" className="size-4" /> Share
          </span>
          <SocialIcons
            links={values.socialLinks as Record<string, string>}
            accent="var(--color-forest-800)"
          />
        </div>
      </div>
    </section>
  );
}
