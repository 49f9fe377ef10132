import { useQuery } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { NOT_FOUND_PAGES } from '@shared/page-titles';
import { Suspense, useEffect, useRef, type CSSProperties } from 'react';
import { brandPalette, brandTheme } from '@shared/spaces/colours';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Page } from '@web/components/page';
import { NotFoundPage } from '@web/components/error-pages';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { authPathFor } from '@web/lib/auth-navigation';
import { lazyPart, preloadLazyParts } from '@web/lib/lazy-part';
import { queryLoader } from '@web/lib/query-loader';
import { useViewer } from '@web/lib/viewer';
import { publicSpaceQuery, useFollow } from '../api/spaces';
import { rememberFollow, takePendingFollow } from '../pending-follow';
import { spaceIdFromAddress } from '../space-address';
import { AboutBox } from '../components/about-box';
import { RoleBadges } from '../components/role-badges';
import { SocialIcons } from '../components/social-icons';
import { SpaceAvatar } from '../components/space-avatar';

// Below the hero, made of links and tabs: on a page drawn on the server they are taken over once
// their code has arrived, after the hero and its Follow (ADR 29).
const SpaceEvents = lazyPart(
  'space-events',
  () => import('../components/space-events').then((module) => module.SpaceEvents),
  { hydrateWhenLoaded: true },
);
const RoleDetails = lazyPart(
  'role-details',
  () => import('../components/role-details').then((module) => module.RoleDetails),
  { hydrateWhenLoaded: true },
);

// Only signed-in people see the report link: its chunk is fetched for them alone (issue 14).
const ReportLink = lazyPart('space-report-link', () =>
  import('@web/components/report/report-link').then((module) => module.ReportLink),
);

/** A space's data, with its upcoming events, at any of its addresses (ADR 29). */
export const loader = queryLoader((client, { params, request }) => {
  preloadLazyParts(['space-events', 'role-details']);
  const id = spaceIdFromAddress(params, new URL(request.url).pathname);
  return id ? client.ensureQueryData(publicSpaceQuery(id)) : Promise.resolve();
});

/** Which space the address names. */
function useSpaceId(): string | null {
  return spaceIdFromAddress(useParams(), useLocation().pathname);
}

function titleSize(name: string) {
  // Spec 02 §2: under 10 characters large, under 16 medium, else small.
  return name.length < 10 ? 'text-5xl' : name.length < 16 ? 'text-4xl' : 'text-3xl';
}

function MessageCard({ title, text }: { title: string; text: string }) {
  return (
    <Page title={title} className="container-page grid max-w-xl">
      <Card className="grid justify-items-start gap-3 p-8">
        <h1 className="text-2xl font-semibold text-forest-900">{title}</h1>
        <p className="text-ink-muted">{text}</p>
        <Link to={paths.home.getHref()} className={buttonVariants()}>
          Back to Events
        </Link>
      </Card>
    </Page>
  );
}

export default function FacilitatorPage() {
  const id = useSpaceId();
  const query = useQuery({ ...publicSpaceQuery(id ?? ''), enabled: Boolean(id) });
  const follow = useFollow(id ?? '', query.data?.isFollowing ?? false);
  const signedIn = Boolean(useViewer().data?.user);
  // Spec 02 §1: on phones and tablets pulling down reloads the space: the layout's
  // pull-to-refresh (app/layout/pull-to-refresh.tsx) does it for every page up to 1023 px.
  const followButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const setFollowing = async (following: boolean) => {
    if (follow.isPending) return;
    try {
      const state = await follow.setFollowing(following);
      toast.success(state.following ? 'Following successfully' : 'Unfollowed successfully');
    } catch {
      toast.error('Failed to update follow status');
    }
  };

  // Back from logging in (or signing up) after pressing Follow as a visitor: the follow they
  // asked for is done, and the keyboard is on the button that shows it.
  const followable = query.data?.canFollow ? query.data : null;
  useEffect(() => {
    if (!followable || !takePendingFollow(followable.id)) return;
    followButton.current?.focus();
    if (!followable.isFollowing) void setFollowing(true);
    // Once, when the space is first shown followable; setFollowing is new every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [followable?.id]);

  if (!id) return <NotFoundPage />;
  if (query.isPending) {
    return (
      <div className="container-page grid gap-4 py-10" role="status">
        <span className="sr-only">Loading facilitator…</span>
        <Skeleton className="size-40 rounded-full" />
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.code === 'NO_FACILITATOR_PROFILE') {
      return (
        <MessageCard
          title={NOT_FOUND_PAGES.noSpace.title}
          text={NOT_FOUND_PAGES.noSpace.description}
        />
      );
    }
    return (
      <MessageCard
        title={NOT_FOUND_PAGES.space.title}
        text={
          error instanceof ApiError && error.status === 404
            ? `Facilitator "${id}" not found`
            : 'Failed to load facilitator information'
        }
      />
    );
  }

  const space = query.data;
  // The hero is painted in the two brand colours; everything else on the page is drawn in
  // Kindred's palette, re-made here in the brand's primary (readable on white and the tints).
  const theme = brandTheme(space.darkColor, space.lightColor);
  const palette = brandPalette(space.darkColor) as CSSProperties;
  const share = async () => {
    const profileUrl = `${window.location.origin}/${space.handle ? `@${space.handle}` : `facilitator/${space.id}`}`;
    const text = `Check out ${space.displayName}'s profile on Kindred`;
    if (navigator.share) {
      try {
        await navigator.share({ title: space.displayName, text, url: profileUrl });
        return;
      } catch (e) {
        if ((e as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(profileUrl);
      toast.success('Profile URL copied to clipboard!');
    } catch {
      toast.error(`Copy this link: ${profileUrl}`);
    }
  };

  const stats = [
    ['Followers', space.stats.followers],
    ['Hosted events', space.stats.hostedEvents],
    ['Attendees', space.stats.attendees],
    ['Testimonials', space.stats.testimonials],
  ] as const;

  return (
    <Page title={space.displayName} className="pt-0 sm:pt-0">
      <div style={palette}>
        <div style={{ backgroundColor: theme.background }}>
          <div className="container-page grid gap-8 py-10">
            <header className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-end sm:text-left">
              <SpaceAvatar src={space.avatarUrl} name={space.displayName} accent={theme.accent} />
              <div className="grid flex-1 gap-2">
                <h1
                  className={`${titleSize(space.displayName)} font-semibold`}
                  style={{ color: theme.accent }}
                >
                  {space.displayName}
                </h1>
                {space.handle && (
                  <Link
                    to={paths.facilitatorByHandle.getHref(space.handle)}
                    className="font-medium underline-offset-2 hover:underline"
                    style={{ color: theme.accent }}
                  >
                    @{space.handle}
                  </Link>
                )}
                <RoleBadges
                  space={space}
                  accent={theme.accent}
                  onAccent={theme.onAccent}
                  palette={palette}
                />
              </div>
              <div className="flex gap-2">
                {space.canFollow ? (
                  // Never disabled while it saves: a disabled button would drop the keyboard's
                  // focus to <body>.
                  <Button
                    ref={followButton}
                    onClick={() => void setFollowing(!follow.isFollowing)}
                    aria-disabled={follow.isPending || undefined}
                    aria-pressed={follow.isFollowing}
                    style={{ backgroundColor: theme.accent, color: theme.onAccent }}
                  >
                    {follow.isFollowing ? 'Following' : 'Follow'}
                  </Button>
                ) : (
                  !space.isOwner && (
                    // A visitor is asked to log in (or sign up) first, and comes back here.
                    <Button
                      asChild
                      style={{ backgroundColor: theme.accent, color: theme.onAccent }}
                    >
                      <Link
                        to={authPathFor(pathname)}
                        onClick={() =>
                          rememberFollow({
                            spaceId: space.id,
                            name: space.displayName,
                            path: pathname,
                          })
                        }
                      >
                        Follow
                      </Link>
                    </Button>
                  )
                )}
                <Button variant="outline" onClick={() => void share()} aria-label="Share profile">
                  <Share2 aria-hidden="true" />
                  Share
                </Button>
              </div>
            </header>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {stats.map(([label, value]) => (
                <Card key={label} variant="tinted" className="p-4 text-center">
                  <dd className="text-2xl font-semibold text-forest-900">{value}</dd>
                  <dt className="text-sm text-ink-muted">{label}</dt>
                </Card>
              ))}
            </dl>
            <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
              <AboutBox text={space.description} accent="var(--color-forest-900)" />
              <div className="grid content-start gap-3">
                <SocialIcons links={space.socialLinks} accent="var(--color-forest-800)" />
              </div>
            </div>
          </div>
        </div>
        <div className="container-page grid gap-10 py-10">
          <Suspense fallback={<Skeleton className="h-48 w-full" />}>
            <SpaceEvents events={space.upcomingEvents} accent="var(--color-forest-900)" />
          </Suspense>
          {space.roles.length > 0 && (
            <section aria-labelledby="additional-info" className="grid gap-4">
              <h2 id="additional-info" className="text-2xl font-semibold text-forest-900">
                Additional Information
              </h2>
              <Suspense fallback={<Skeleton className="h-32 w-full" />}>
                <RoleDetails space={space} />
              </Suspense>
            </section>
          )}
          {/* Anyone signed in may report a space that is not theirs; visitors do not see it. */}
          {signedIn && !space.isOwner && (
            <Suspense fallback={null}>
              <ReportLink
                targetType="space"
                targetId={space.id}
                name={space.displayName}
                className="inline-flex items-center gap-1.5 justify-self-start rounded-md text-sm text-ink-muted underline underline-offset-2 hover:text-forest-900"
              />
            </Suspense>
          )}
        </div>
      </div>
    </Page>
  );
}
