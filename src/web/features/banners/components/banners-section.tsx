import { Plus } from 'lucide-react';
import { Switch } from 'radix-ui';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import { BANNER_PAGE_LABELS, type BannerPage } from '@shared/banners/banner-pages';
import { visibleText, type Banner } from '@shared/banners/banner-schemas';
import { AnnouncementBanner } from '@web/components/announcement-banner';
import { EmptyListWords } from '@web/components/list-kit/list-body';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { HeadedSection } from '@web/components/ui/headed-section';
import { Skeleton } from '@web/components/ui/skeleton';
import { londonDateTime } from '@web/lib/london-time';
import { useBanners, useDeleteBanner, useSetBannerActive } from '../api/banners';

// The form carries the rich text editor: fetched when a super admin opens it, never before.
const BannerForm = lazy(() => import('./banner-form'));

const pageNames = (pages: BannerPage[]) => pages.map((p) => BANNER_PAGE_LABELS[p]).join(', ');

/**
 * Where each banner shows: a page shows only its newest active banner (spec 01 §4), so an
 * active banner is hidden on the pages a newer active one also names. `banners` is newest first.
 */
function showing(banners: Banner[]): Map<string, { shown: BannerPage[]; covered: BannerPage[] }> {
  const taken = new Set<BannerPage>();
  const result = new Map<string, { shown: BannerPage[]; covered: BannerPage[] }>();
  for (const banner of banners) {
    if (!banner.active) continue;
    result.set(banner.id, {
      shown: banner.pages.filter((p) => !taken.has(p)),
      covered: banner.pages.filter((p) => taken.has(p)),
    });
    banner.pages.forEach((p) => taken.add(p));
  }
  return result;
}

/** Spec 01 §4, §5: the super admin's announcement banners. */
export function BannersSection() {
  const { data: banners, isPending, isError, error } = useBanners();
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Closing the form puts the keyboard back where the person started.
    if (editing === null && wasEditing.current) newButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);
  const placement = banners ? showing(banners) : new Map();

  return (
    <HeadedSection
      title="Announcement banners"
      headingRef={heading}
      intro={
        <p>
          Shown under the header of the pages you choose. Each page shows its newest active banner.
        </p>
      }
      action={
        editing === null && (
          <Button ref={newButton} onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            New banner
          </Button>
        )
      }
    >
      {editing !== null && (
        <Suspense fallback={<Skeleton className="h-96" />}>
          <BannerForm
            key={editing === 'new' ? 'new' : editing.id}
            banner={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        </Suspense>
      )}

      {isPending ? (
        <Skeleton className="h-40" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      ) : banners.length === 0 ? (
        <EmptyState>
          <EmptyListWords
            title="No banners yet"
            hint="A banner shows an announcement under the header of the pages you choose."
          />
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Banners, newest first">
          {banners.map((banner) => (
            <BannerItem
              key={banner.id}
              banner={banner}
              placement={placement.get(banner.id)}
              onEdit={() => setEditing(banner)}
              onDeleted={() => heading.current?.focus()}
            />
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}

function BannerItem({
  banner,
  placement,
  onEdit,
  onDeleted,
}: {
  banner: Banner;
  placement: { shown: BannerPage[]; covered: BannerPage[] } | undefined;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const id = useId();
  const setActive = useSetBannerActive();
  const remove = useDeleteBanner();
  const text = visibleText(banner.messageHtml);
  const title = text.length > 80 ? `${text.slice(0, 79)}…` : text;

  return (
    <li>
      <Card variant="flat" className="grid gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`${id}-title`} className="min-w-0 font-sans text-base font-semibold break-words">
            {title}
          </h3>
          <span
            className={
              banner.active
                ? 'rounded-full bg-sage-100 px-2.5 py-0.5 text-sm font-medium text-forest-900'
                : 'rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-medium text-ink-muted'
            }
          >
            {banner.active ? 'Active' : 'Inactive'}
          </span>
        </div>
        <div className="overflow-hidden rounded-xl border border-stone-200">
          <AnnouncementBanner messageHtml={banner.messageHtml} colour={banner.colour} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Pages</dt>
          <dd>{pageNames(banner.pages)}</dd>
          {placement && (
            <>
              <dt className="font-medium">Showing on</dt>
              <dd>
                {placement.shown.length ? pageNames(placement.shown) : 'No page'}
                {placement.covered.length > 0 &&
                  ` (a newer banner shows instead on ${pageNames(placement.covered)})`}
              </dd>
            </>
          )}
          <dt className="font-medium">Updated</dt>
          <dd>{londonDateTime(banner.updatedAt)}</dd>
        </dl>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex items-center gap-2">
            <Switch.Root
              id={`${id}-active`}
              checked={banner.active}
              disabled={setActive.isPending}
              aria-describedby={`${id}-title`}
              onCheckedChange={(active) =>
                setActive.mutate(
                  { id: banner.id, active },
                  {
                    onSuccess: () =>
                      toast.success(active ? 'Banner activated' : 'Banner deactivated'),
                    onError: (error) => toast.error(error.message),
                  },
                )
              }
              className="relative h-6 w-11 shrink-0 rounded-full bg-stone-500 data-[state=checked]:bg-forest-800"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
            <label htmlFor={`${id}-active`} className="text-sm font-medium">
              Active
            </label>
          </div>
          <Button variant="outline" size="sm" aria-describedby={`${id}-title`} onClick={onEdit}>
            Edit
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" aria-describedby={`${id}-title`}>
                Delete
              </Button>
            }
            title="Delete this banner?"
            description="It disappears from every page at once. This cannot be undone."
            confirmLabel="Delete banner"
            onConfirm={() =>
              // A promise, not mutate's callbacks: this item is gone from the list by the time
              // the deletion is confirmed, and an unmounted item's callbacks never run.
              remove.mutateAsync(banner.id).then(
                () => {
                  toast.success('Banner deleted');
                  onDeleted();
                },
                (error: Error) => toast.error(error.message),
              )
            }
          />
        </div>
      </Card>
    </li>
  );
}
