import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '@web/lib/toast';
import type { Privileges } from '@shared/profile-schemas';
import { api } from '@web/lib/api-client';
import { viewerQuery } from '@web/lib/viewer';

const RECHECK_MS = 30_000;
const RELOAD_DELAY_MS = 2_000;
const TOAST_MS = 5_000;

/** Spec 01 §4 says only that the toast tells of privileges granted or removed: these say it. */
export const PRIVILEGE_TOASTS = {
  isSuperAdmin: {
    granted: 'Super admin privileges have been granted to your account.',
    removed: 'Your super admin privileges have been removed.',
  },
  isHost: {
    granted: 'Host privileges have been granted to your account.',
    removed: 'Your host privileges have been removed.',
  },
} as const;

/** The person's roles as the server sees them. */
const privilegesQuery = queryOptions({
  queryKey: ['privileges'],
  queryFn: ({ signal }) => api<Privileges>('/api/me/privileges', { signal }),
  staleTime: 0,
});

/**
 * Spec 01 §4: the person's roles are checked on load and every 30 seconds while the tab is
 * visible (a hidden tab checks again when it is shown); when a super admin grants or removes one,
 * a 5-second toast says so and the page reloads after 2 seconds, with every screen as the new
 * role allows. A session that ends meanwhile (an account suspended) is not a privilege change:
 * the app asks again who is signed in, and the guards take it from there.
 */
export function PrivilegeWatch() {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    ...privilegesQuery,
    refetchInterval: RECHECK_MS,
    refetchIntervalInBackground: false,
  });
  const known = useRef<Privileges | null>(null);

  useEffect(() => {
    if (!data) return;
    const before = known.current;
    known.current = data;
    if (!before || !before.signedIn) return;
    if (!data.signedIn) {
      void queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey });
      return;
    }
    const changed = (['isSuperAdmin', 'isHost'] as const).filter(
      (role) => before[role] !== data[role],
    );
    if (changed.length === 0) return;
    for (const role of changed)
      toast.info(PRIVILEGE_TOASTS[role][data[role] ? 'granted' : 'removed'], {
        duration: TOAST_MS,
      });
    const timer = setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data, queryClient]);

  return null;
}
