import { useEffect, useRef } from 'react';
import type { PublicSpace } from '@shared/spaces/space-schemas';
import { toast } from '@web/lib/toast';
import { useFollow } from '../api/spaces';
import { takePendingFollow } from '../pending-follow';

/**
 * A space page's Follow: the viewer's follow (shown at once, saved, and said in a toast), and
 * the follow a visitor asked for before logging in, done on their return with the keyboard on
 * the button. `id` is the space as the address names it, which its cached page is kept under.
 */
export function useSpaceFollow(id: string, space: PublicSpace) {
  const follow = useFollow(id, space.isFollowing);
  const followButton = useRef<HTMLButtonElement>(null);

  const setFollowing = async (following: boolean) => {
    if (follow.isPending) return;
    try {
      const state = await follow.setFollowing(following);
      toast.success(state.following ? 'Following successfully' : 'Unfollowed successfully');
    } catch {
      toast.error('Failed to update follow status');
    }
  };

  useEffect(() => {
    if (!space.canFollow || !takePendingFollow(space.id)) return;
    followButton.current?.focus();
    if (!space.isFollowing) void setFollowing(true);
    // Once, when the space is first shown followable; setFollowing is new every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [space.canFollow && space.id]);

  return { follow, followButton, setFollowing };
}

/** Share: the browser's own sheet where there is one, else the address copied. */
export async function shareSpace(space: PublicSpace) {
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
}
