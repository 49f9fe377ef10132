import { useState } from 'react';
import { Notice } from '@web/components/ui/notice';
import { pendingFollowFor } from '../pending-follow';

/** Sent to log in by a space's Follow button: say so (the follow is done on the way back). */
export function PendingFollowNotice({ returnTo }: { returnTo: string }) {
  const [following] = useState(() => pendingFollowFor(returnTo));
  if (!following) return null;
  return (
    <Notice asChild className="text-center font-medium text-forest-900">
      <p>Log in or sign up to follow {following.name}.</p>
    </Notice>
  );
}
