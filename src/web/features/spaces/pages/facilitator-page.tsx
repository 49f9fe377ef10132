import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { Link, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { NOT_FOUND_PAGES } from '@shared/page-titles';
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { brandPalette, brandTheme } from '@shared/spaces/colours';
import type { PublicSpace } from '@shared/spaces/space-schemas';
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
import { publicSpaceQuery } from '../api/spaces';
import { rememberFollow } from '../pending-follow';
import { spaceIdFromAddress } from '../space-address';
import { AboutBox } from '../components/about-box';
import { RoleBadges } from '../components/role-badges';
import { SocialIcons } from '../components/social-icons';
import { SpaceAvatar } from '../components/space-avatar';
import { shareSpace, useSpaceFollow } from './use-facilitator-page';

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

/**
 * Reads a space's data, with its upcoming events, at any of its addresses (ADR 29): the page's
 * loader, and the app's route's before it reads what it composes in. Answers the space, if any.
 */
export function loadSpace(
  client: QueryClient,
  { params, request }: LoaderFunctionArgs,
): Promise<PublicSpace | undefined> {
  preloadLazyParts(['space-events', 'role-details']);
  const id = spaceIdFromAddress(params, new URL(request.url).pathname);
  return id ? client.ensureQueryData(publicSpaceQuery(id)) : Promise.resolve(undefined);
}

export const loader = queryLoader(loadSpace);

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

/** Follow, for a viewer who may; a visitor is asked to log in (or sign up) first. */
function FollowButton({
  id,
  space,
  style,
}: {
  id: string;
  space: PublicSpace;
  style: CSSProperties;
}) {
  const { follow, followButton, setFollowing } = useSpaceFollow(id, space);
  const { pathname } = useLocation();
  if (space.canFollow)
    return (
      // Never disabled while it saves: a disabled button would drop the keyboard's focus to
      // <body>.
      <Button
        ref={followButton}
        onClick={() => void setFollowing(!follow.isFollowing)}
        aria-disabled={follow.isPending || undefined}
        aria-pressed={follow.isFollowing}
        style={style}
      >
        {follow.isFollowing ? 'Following' : 'Follow'}
      </Button>
    );
  if (space.isOwner) return null;
  // The visitor comes back here, where the follow they asked for is done.
  return (
    <Button asChild style={style}>
      <Link
        to={authPathFor(pathname)}
        onClick={() =>
          rememberFollow({ spaceId: space.id, name: space.displayName, path: pathname })
        }
      >
        Follow
      </Link>
    </Button>
  );
}

/**
 * A facilitator's space. `testimonials`: what guests say of them (the testimonials feature's
 * section, composed in by the app's route, as the event page's booking panel is).
 */
export default function FacilitatorPage({
  testimonials,
}: {
  testimonials?: (space: PublicSpace) => ReactNode;
}) {
  const id = useSpaceId();
  const query = useQuery({ ...publicSpaceQuery(id ?? ''), enabled: Boolean(id) });
  const signedIn = Boolean(useViewer().data?.user);
  // Spec 02 §1: on phones and tablets pulling down reloads the space: the layout's
  // pull-to-refresh (app/layout/pull-to-refresh.tsx) does it for every page up to 1023 px.

  if (!id) return <NotFoundPage />;
  if (query.isPending) {
    return (
      <div className="container-page grid gap-4 py-10" role="status">
        <span className="sr-only">Loading facilitator…</span>
        <Skeleton corners="full" className="size-40" />
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
                <FollowButton
                  id={id}
                  space={space}
                  style={{ backgroundColor: theme.accent, color: theme.onAccent }}
                />
                <Button
                  variant="outline"
                  onClick={() => void shareSpace(space)}
                  aria-label="Share profile"
                >
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
            <SpaceEvents
              events={space.upcomingEvents}
              accent="var(--color-forest-900)"
              calendarFeed={space.calendarFeed}
            />
          </Suspense>
          <Suspense fallback={null}>{testimonials?.(space)}</Suspense>
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
