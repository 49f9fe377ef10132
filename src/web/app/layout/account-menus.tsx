import type { Viewer } from '@shared/profile-schemas';
import { NotificationBell } from '@web/features/notifications/components/notification-bell';
import { ProfileMenu } from './profile-menu';

export { ProfileDrawer } from './profile-drawer';

/**
 * The signed-in header's own entries: the bell and the profile menu. With the mobile profile
 * drawer they are one chunk, fetched only once a viewer is signed in (issue 14: visitors never
 * download Radix's menus, the popover or the notification stream).
 */
export function HeaderAccountMenus({ viewer }: { viewer: Viewer }) {
  return (
    <>
      {/* Spec 01 §5: only hosts with a facilitator space receive notifications. */}
      {viewer.isHost && viewer.hasFacilitatorSpace && <NotificationBell />}
      <ProfileMenu viewer={viewer} />
    </>
  );
}
