import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '@web/lib/toast';
import type { Privileges } from '@shared/profile-schemas';
import { api } from '@web/lib/api-client';

const RECHECK_MS = 30_000;
const RELOAD_DELAY_MS = 2_000;
const TOAST_MS = 5_000;

/**
 * Spec 01 §4: the super admin flag is checked on load and every 30 seconds; when it changes a
 * 5-second toast says so and the page reloads after 2 seconds.
 */
export function SuperAdminWatch() {
  const { data } = useQuery({
    queryKey: ['privileges'],
    queryFn: ({ signal }) => api<Privileges>('/api/me/privileges', { signal }),
    refetchInterval: RECHECK_MS,
    staleTime: 0,
  });
  const known = useRef<{ signedIn: boolean; isSuperAdmin: boolean } | null>(null);

  useEffect(() => {
    if (!data) return;
    const before = known.current;
    known.current = data;
    // Signing in or out is not a privilege change; only a flip within one signed-in session is.
    if (!before || !before.signedIn || !data.signedIn || before.isSuperAdmin === data.isSuperAdmin)
      return;
    toast.info(
      data.isSuperAdmin
        ? 'Super admin privileges have been granted to your account.'
        : 'Your super admin privileges have been removed.',
      {
        duration: TOAST_MS,
      },
    );
    const timer = setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data]);

  return null;
}
