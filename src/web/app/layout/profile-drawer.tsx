import { Dialog } from 'radix-ui';
import { UserRound, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Viewer } from '@shared/profile-schemas';
import { UserAvatar } from '@web/components/ui/user-avatar';
import { paths } from '@web/config/paths';
import { useSignOut } from '@web/features/auth/api/sign-out';
import { useResilientNavigate } from '@web/lib/use-resilient-navigate';
import { personalSpacePath, showsHostEntries } from './nav-targets';
import { dialogOverlayClass } from '@web/components/ui/dialog-styles';

// Spec 01 §9: the drawer closes, then navigation starts 150 ms later.
const CLOSE_DELAY_MS = 150;

const entryClass =
  'flex w-full items-center rounded-xl px-4 py-3.5 text-left text-base font-medium text-ink hover:bg-sage-100';

/** Spec 01 §2: the mobile profile drawer. */
export function ProfileDrawer({
  viewer,
  triggerClassName,
}: {
  viewer: Viewer;
  triggerClassName: string;
}) {
  const [open, setOpen] = useState(false);
  const go = useResilientNavigate();
  const signOut = useSignOut();
  const after = (action: () => void) => () => {
    setOpen(false);
    setTimeout(action, CLOSE_DELAY_MS);
  };
  const Entry = ({ to, children }: { to: string; children: ReactNode }) => (
    <button type="button" className={entryClass} onClick={after(() => void go(to))}>
      {children}
    </button>
  );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClassName}>
        {viewer.profile?.avatarUrl ? (
          <UserAvatar src={viewer.profile.avatarUrl} size={6} />
        ) : (
          <UserRound aria-hidden="true" className="size-6" />
        )}
        <span>Profile</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-3xl bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-2xl">
          <div className="mb-2 flex items-center gap-3 border-b border-stone-200 px-2 pb-4">
            <UserAvatar src={viewer.profile?.avatarUrl} size={12} />
            <div className="min-w-0 flex-1">
              <Dialog.Title className="truncate font-semibold text-forest-900">
                {[viewer.profile?.firstName, viewer.profile?.lastName].filter(Boolean).join(' ') ||
                  'Your account'}
              </Dialog.Title>
              <Dialog.Description className="truncate text-sm text-ink-muted">
                {viewer.user?.email}
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-full p-2 hover:bg-stone-100" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Account">
            <Entry to={paths.profile.getHref()}>Profile</Entry>
            <Entry to={paths.notifications.getHref()}>Notifications</Entry>
            {showsHostEntries(viewer) && (
              <>
                <Entry to={paths.hostDashboard.getHref()}>Dashboard</Entry>
                <Entry to={personalSpacePath(viewer)}>Personal Space</Entry>
              </>
            )}
            {viewer.isSuperAdmin && <Entry to={paths.superAdmin.getHref()}>Super Admin</Entry>}
            <button
              type="button"
              className={entryClass}
              onClick={after(() => void signOut(paths.auth.getHref()))}
            >
              Sign Out
            </button>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
