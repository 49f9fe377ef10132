import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { Viewer } from '@shared/profile-schemas';
import { UserAvatar } from '@web/components/ui/user-avatar';
import { paths } from '@web/config/paths';
import { useSignOut } from '@web/features/auth/api/sign-out';
import { NARROW_QUERY, useMediaQuery } from '@web/lib/use-media-query';
import { createEntryPath, personalSpacePath, showsHostEntries } from './nav-targets';

const itemClass =
  'flex cursor-pointer items-center rounded-lg px-3 py-2.5 text-sm text-ink outline-none select-none data-[highlighted]:bg-sage-100 data-[highlighted]:text-forest-900';

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>{children}</Link>
    </DropdownMenu.Item>
  );
}

/**
 * Spec 01 §2: the avatar menu. Wide screens list e-mail, Profile, Dashboard and Personal Space,
 * Super Admin, Sign Out in that order; under 450 px a simpler list is shown.
 */
export function ProfileMenu({ viewer }: { viewer: Viewer }) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="rounded-full p-0.5 ring-offset-2 hover:ring-2 hover:ring-sage-200"
        aria-label="Open profile menu"
      >
        <UserAvatar src={viewer.profile?.avatarUrl} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          {narrow ? (
            <>
              <MenuLink to={paths.profile.getHref()}>Profile</MenuLink>
              <MenuLink to={paths.notifications.getHref()}>Notifications</MenuLink>
              <MenuLink to={createEntryPath(viewer)}>Create Event</MenuLink>
              {viewer.isHost && (
                <MenuLink to={paths.hostDashboard.getHref()}>Host Dashboard</MenuLink>
              )}
              {viewer.isSuperAdmin && (
                <MenuLink to={paths.superAdmin.getHref()}>Super Admin</MenuLink>
              )}
            </>
          ) : (
            <>
              <DropdownMenu.Label className="truncate px-3 py-2 text-sm text-ink-muted">
                {viewer.user?.email}
              </DropdownMenu.Label>
              <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
              <MenuLink to={paths.profile.getHref()}>Profile</MenuLink>
              {/* Without the bell (it is a host's, spec 01 §5), a guest's notices of a moved or
                  cancelled date and a follower's news are reached from here (issue 23). */}
              {!(viewer.isHost && viewer.hasFacilitatorSpace) && (
                <MenuLink to={paths.notifications.getHref()}>Notifications</MenuLink>
              )}
              {showsHostEntries(viewer) && (
                <>
                  <MenuLink to={paths.hostDashboard.getHref()}>Dashboard</MenuLink>
                  <MenuLink to={personalSpacePath(viewer)}>Personal Space</MenuLink>
                </>
              )}
              {viewer.isSuperAdmin && (
                <MenuLink to={paths.superAdmin.getHref()}>Super Admin</MenuLink>
              )}
            </>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => void signOut(paths.home.getHref())}
          >
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
